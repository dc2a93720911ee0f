// Built pages name files for the entry to load in meta tags (scripts/build/sign-in-module.ts).

/**
 * A built page that boots with its own bundle (the sign-in page: vite.sign-in.config.ts) names
 * its files in this meta tag, the entry first; main.tsx imports it instead of the app.
 */
export const PAGE_MODULE_META = 'dm-sprint-page-module';

/** The files a page asks to fetch ahead, for the page that follows it. */
export const PREFETCH_META = 'dm-sprint-prefetch';

function filesNamedIn(meta: string): string[] {
  const tag = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`);
  return tag ? tag.content.split(' ').filter(Boolean) : [];
}

function linkAll(rel: 'modulepreload' | 'prefetch', files: string[]) {
  for (const href of files) {
    const link = Object.assign(document.createElement('link'), { rel, href });
    link.crossOrigin = ''; // as the module scripts that will use them are fetched
    document.head.append(link);
  }
}

/** Imports the page's own bundle, if it names one: its entry, its chunks preloaded alongside. */
export function importPageModule(): boolean {
  const [entry, ...chunks] = filesNamedIn(PAGE_MODULE_META);
  if (!entry) return false;
  linkAll('modulepreload', chunks);
  void import(/* @vite-ignore */ entry);
  return true;
}

/**
 * Once the visitor engages with the page (a focus, a tap, a key), fetches the files named in the
 * prefetch meta tag into the cache at low priority, unevaluated: on the sign-in page, the member
 * app's chunks, so the dashboard after signing in opens from the cache. Not during load: there
 * they would compete with the page's own files.
 */
export function prefetchWhenEngaged(): void {
  const files = filesNamedIn(PREFETCH_META);
  if (files.length === 0) return;
  const engaged = new AbortController();
  const prefetch = () => {
    engaged.abort();
    linkAll('prefetch', files);
  };
  for (const type of ['focusin', 'pointerdown', 'keydown']) {
    document.addEventListener(type, prefetch, { capture: true, signal: engaged.signal });
  }
}
