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
