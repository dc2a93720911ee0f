import { PAGE_MODULE_META, PREFETCH_META } from '../../src/web/lib/page-module';
// @ts-expect-error: a plain .mjs script without types
import { pageFiles, readManifest } from '../check-bundle.mjs';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * `html` naming the sign-in bundle (vite.sign-in.config.ts) for main.tsx to import, and the
 * app's scripts for the sign-in page to prefetch. Imported by the tiny entry rather than by a
 * script tag: a big script requested with the HTML would share the slow network with the
 * stylesheet and delay the first paint.
 */
export function withSignInModule(dist: string, html: string): string {
  const read = (name: string) => readManifest(dist, name) as Manifest;
  const manifest = read('sign-in-manifest.json');
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no sign-in bundle: run `vite build -c vite.sign-in.config.ts`');
  const files = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)];
  const meta = (name: string, list: Iterable<string>) =>
    `<meta name="${name}" content="${[...list].map((file) => `/${file}`).join(' ')}" />`;
  const tags = [
    meta(PAGE_MODULE_META, files),
    meta(PREFETCH_META, appScripts(read('manifest.json'))),
  ];
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/** The member app's scripts for the dashboard, less the entry every page already has. */
function appScripts(appManifest: Manifest): string[] {
  const pages = pageFiles(appManifest, {}) as Record<string, Set<string>>;
  return [...pages.dashboard].filter((file) => file.endsWith('.js') && !pages.landing.has(file));
}
