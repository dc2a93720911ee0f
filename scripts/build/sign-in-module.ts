import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PAGE_MODULE_META } from '../../src/web/lib/page-module';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * `html` naming the sign-in bundle (vite.sign-in.config.ts) for main.tsx to import. Imported by
 * the tiny entry rather than by a script tag: a big script requested with the HTML would share
 * the slow network with the stylesheet and delay the first paint.
 */
export function withSignInModule(dist: string, html: string): string {
  const manifestPath = path.join(dist, '.vite', 'sign-in-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${manifestPath} has no entry`);
  const files = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)];
  const meta = `<meta name="${PAGE_MODULE_META}" content="${files.map((file) => `/${file}`).join(' ')}" />`;
  return html.replace('</head>', `  ${meta}\n  </head>`);
}
