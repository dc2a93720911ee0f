/**
 * A built page that boots with its own bundle (the sign-in page: vite.sign-in.config.ts) names
 * its files in this meta tag, the entry first, written by scripts/build/postbuild.ts; main.tsx
 * imports it instead of the app.
 */
export const PAGE_MODULE_META = 'dm-sprint-page-module';

/** Imports the page's own bundle, if it names one: its entry, its chunks preloaded alongside. */
export function importPageModule(): boolean {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULE_META}"]`);
  if (!meta) return false;
  const [entry, ...chunks] = meta.content.split(' ');
  for (const chunk of chunks) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href: chunk,
    });
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
  return true;
}

/** The files a page asks to fetch ahead, for the page that follows it (postbuild writes it). */
export const PREFETCH_META = 'dm-sprint-prefetch';

/**
 * Once the visitor engages with the page (a focus, a tap, a key), fetches the files named in the
 * prefetch meta tag into the cache at low priority, unevaluated: on the sign-in page, the member
 * app's chunks, so the dashboard after signing in opens from the cache. Not during load: there
 * they would compete with the page's own files.
 */
export function prefetchWhenEngaged(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PREFETCH_META}"]`);
  if (!meta) return;
  const engaged = new AbortController();
  const prefetch = () => {
    engaged.abort();
    for (const href of meta.content.split(' ').filter(Boolean)) {
      const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href });
      link.crossOrigin = ''; // as the module scripts that will use them are fetched
      document.head.append(link);
    }
  };
  for (const type of ['focusin', 'pointerdown', 'keydown']) {
    document.addEventListener(type, prefetch, { capture: true, signal: engaged.signal });
  }
}
