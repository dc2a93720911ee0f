// After the app's `vite build`: pre-render the pages into their own HTML files and compress
// every text asset, so the server can send brotli/gzip without spending CPU per request.
//   dist/index.html  the landing page, rendered
//   dist/auth.html   the sign-in page, rendered, its scripts preloaded
//   dist/pages/<page>.html  a member page: the app's frame rendered, its scripts preloaded
//   dist/app.html    the empty shell for every other client route, the app's scripts preloaded
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderLanding } from '../../src/web/prerender';
import { appPages, appShell } from './app-pages';
import { precompressDirectory } from './precompress';

const dist = path.resolve(process.argv[2] ?? 'dist');
const ROOT = '<div id="root"></div>';

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to render into`);
const withRoot = (markup: string) => shell.replace(ROOT, `<div id="root">${markup}</div>`);

writeFileSync(path.join(dist, 'app.html'), appShell(dist, shell));
writeFileSync(path.join(dist, 'index.html'), withRoot(prerenderLanding()));
for (const { file, html } of await appPages(dist, withRoot)) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), html);
}

const { files, bytes, brotliBytes } = precompressDirectory(dist);
console.log(
  `postbuild: pre-rendered /, /auth and the member pages' frame; compressed ${files} files (${Math.round(bytes / 1024)} KB → ${Math.round(brotliBytes / 1024)} KB brotli)`,
);
