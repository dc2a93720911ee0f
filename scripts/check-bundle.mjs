// Bundle budgets, checked on the built app (`npm run build` first; part of `npm test`).
// "The JavaScript a page loads" is read from Vite's manifest: the entry and its static
// imports, plus for every page of the app (the member pages, /auth) the lazily loaded app
// (src/web/app/boot.tsx: React, the router, query client…) and the page's own lazy chunk
// (src/web/app/pages/<page>.tsx), each with its static imports.
// Usage: node scripts/check-bundle.mjs [distDir]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGETS = {
  landing: 5 * KB, // gzip: its theme toggle and the signed-in check (2.7 KB)
  chunk: 500 * KB, // minified, any chunk
};

/**
 * Every page of the app (app/pages/<page>.tsx, /auth included): the JavaScript it needs before
 * it is interactive, gzip, and the number of script requests that takes
 * (scripts/build/app-chunks.ts groups them; on a phone's slow network each round of requests
 * costs more than the bytes). Set from the build where the dialogs, the kit's overlays and the
 * vault's scripts load on demand (150–194 KB in 8–10 files, 2026-11-25,
 * docs/decisions/0119-app-shell-and-chunks.md); a page over them has regressed.
 */
export const PAGE_BUDGET = { gzip: 200 * KB, scripts: 10 };

/** One of Vite's manifests in `dist/.vite`, or an empty one when that build did not run. */
export function readManifest(dist, name) {
  const file = path.join(dist, '.vite', name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The chunk files `key` needs before it runs: itself and its static imports, recursively. */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** Pages and the chunk files each loads, from the manifest. */
export function pageFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry: is build.manifest on?');
  const entry = closure(manifest, entryKey);
  const pages = { landing: entry };
  for (const key of Object.keys(manifest)) {
    const match = /^app\/pages\/([\w-]+)\.tsx$/.exec(key);
    if (!match) continue;
    const files = new Set(entry);
    closure(manifest, 'app/boot.tsx', files);
    closure(manifest, key, files);
    pages[match[1]] = files;
  }
  return pages;
}

/** The HTML files under `dist` the server sends as pages (paths relative to it). */
function htmlFiles(dist) {
  return readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith('.vite'));
}

export function checkBundle(dist) {
  const manifest = readManifest(dist, 'manifest.json');
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(path.join(dist, file));
      sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  const problems = [];
  const report = [];

  for (const [page, files] of Object.entries(pageFiles(manifest))) {
    const js = [...files].filter((file) => file.endsWith('.js'));
    const gzip = js.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    const appPage = page !== 'landing';
    const pageBudget = appPage ? PAGE_BUDGET : null;
    const budget = Math.min(BUDGETS[page] ?? Infinity, pageBudget?.gzip ?? Infinity);
    report.push({ page, gzip, budget: Number.isFinite(budget) ? budget : null, chunks: js.length });
    if (gzip > budget) {
      problems.push(`${page}: ${(gzip / KB).toFixed(1)} KB gzip of JavaScript > ${budget / KB} KB`);
    }
    if (pageBudget && js.length > pageBudget.scripts) {
      problems.push(`${page}: ${js.length} script requests > ${pageBudget.scripts}`);
    }
  }
  if (!report.some((row) => row.page === 'dashboard')) {
    problems.push('no dashboard page (app/pages/dashboard.tsx) in the manifest');
  }
  for (const file of readdirSync(path.join(dist, 'assets')).filter((name) =>
    name.endsWith('.js'),
  )) {
    const { raw } = sizeOf(path.join('assets', file));
    if (raw > BUDGETS.chunk) {
      problems.push(`${file}: ${(raw / KB).toFixed(1)} KB minified > ${BUDGETS.chunk / KB} KB`);
    }
  }
  // The CSP allows no inline script: no page the server sends may need one (the landing page,
  // /auth, the shell and every member page's own HTML, scripts/build/postbuild.ts).
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) problems.push(`${file} has an inline <script>`);
  }
  return { report, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const { report, problems } = checkBundle(dist);
  for (const row of report.sort((a, b) => b.gzip - a.gzip)) {
    const budget = row.budget ? ` (budget ${(row.budget / KB).toFixed(0)} KB)` : '';
    console.log(
      `${row.page.padEnd(18)} ${(row.gzip / KB).toFixed(1).padStart(6)} KB gzip in ${row.chunks} chunks${budget}`,
    );
  }
  if (problems.length > 0) {
    console.error(`Bundle budget exceeded:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Bundle budgets: ok');
}
