import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PAGE_MODULE_META, PREFETCH_META } from '../../src/web/lib/page-module';
// @ts-expect-error: a plain .mjs script without types
import { pageFiles } from '../check-bundle.mjs';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * `html` naming the sign-in bundle (vite.sign-in.config.ts) for main.tsx to import, and the
 * app's scripts for the sign-in page to prefetch. Imported by the tiny entry rather than by a
 * script tag: a big script requested with the HTML would share the slow network with the
 * stylesheet and delay the first paint.
 */
export function withSignInModule(dist: string, html: string): string {
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8')) as Manifest;
  const manifestPath = path.join(dist, '.vite', 'sign-in-manifest.json');
  const manifest = read('sign-in-manifest.json');
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${manifestPath} has no entry`);
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
