// After both `vite build`s: pre-render the public pages into their own HTML files and compress
// every text asset, so the server can send brotli/gzip without spending CPU per request.
//   dist/index.html  the landing page, rendered     dist/auth.html  the sign-in page, rendered,
//   dist/app.html    the empty shell for every         loading its own bundle (sign-in.tsx)
//                    other client route              dist/pages/<page>.html  a member page: the
//                                                    app's frame rendered, its scripts preloaded
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderAuth, prerenderLanding } from '../../src/web/prerender';
import { memberPages } from './member-pages';
import { precompressDirectory } from './precompress';
import { withSignInModule } from './sign-in-module';

const dist = path.resolve(process.argv[2] ?? 'dist');
const ROOT = '<div id="root"></div>';

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to render into`);
const withRoot = (markup: string) => shell.replace(ROOT, `<div id="root">${markup}</div>`);

writeFileSync(path.join(dist, 'app.html'), shell);
writeFileSync(path.join(dist, 'index.html'), withRoot(prerenderLanding()));
writeFileSync(path.join(dist, 'auth.html'), withSignInModule(dist, withRoot(prerenderAuth())));
for (const { file, html } of await memberPages(dist, withRoot)) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), html);
}

const { files, bytes, brotliBytes } = precompressDirectory(dist);
console.log(
  `postbuild: pre-rendered /, /auth and the member pages' frame; compressed ${files} files (${Math.round(bytes / 1024)} KB → ${Math.round(brotliBytes / 1024)} KB brotli)`,
);
