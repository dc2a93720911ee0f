import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context';
import { staticFiles } from './static-file';
import { paths } from '../shared/paths';

const CLIENT_ROUTES = new Set<string>(Object.values(paths));
const HASHED = 'public, max-age=31536000, immutable';
const REVALIDATED = 'no-cache';

/** Every file the build wrote under `webRoot`, by URL path: not dot-files (the Vite manifest), not compressed twins. */
function builtFiles(webRoot: string): [string, string][] {
  return readdirSync(webRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map(
      (file) =>
        [`/${path.relative(webRoot, file).split(path.sep).join('/')}`, file] as [string, string],
    )
    .filter(([name]) => !/\/\./.test(name) && !/\.(br|gz)$/.test(name));
}

/** Each client route that has a built page of its own (scripts/build/app-pages.ts), with its file. */
export const ownPageFiles = (webRoot: string): [route: string, file: string][] =>
  [...CLIENT_ROUTES]
    .filter((route) => route !== '/')
    .map((route): [string, string] => [route, path.join(webRoot, `pages${route}.html`)])
    .filter(([, file]) => existsSync(file));

/**
 * Serves the built React app (`npm run build`) from memory: hashed assets cached for a year,
 * brotli/gzip files made at build time, and each client route's HTML — the pre-rendered landing
 * and sign-in pages, a member page's own (`pages/<route>.html`: the app's frame pre-rendered),
 * else the empty shell that the client router fills. The files are read once, here; the answer
 * mounts their routes on an app (the server's pages while it starts, src/server/index.ts, then
 * the app's).
 */
export function webAppRoutes(webRoot: string): (app: Hono<AppEnv>) => void {
  const file = (name: string) => path.join(webRoot, name);
  // Before pre-rendering (a bare `vite build`), index.html is the shell and serves every route.
  const shellFile = existsSync(file('app.html')) ? file('app.html') : file('index.html');
  const routeFiles: [string, string][] = [
    ['shell', shellFile],
    ['/', file('index.html')],
    ['/auth', existsSync(file('auth.html')) ? file('auth.html') : shellFile],
  ];
  routeFiles.push(...ownPageFiles(webRoot));
  const page = staticFiles(routeFiles, REVALIDATED);
  const files = builtFiles(webRoot);
  const asset = staticFiles(
    files.filter(([name]) => name.startsWith('/assets/')),
    HASHED,
  );
  const other = staticFiles(
    files.filter(([name]) => !name.startsWith('/assets/')),
    REVALIDATED,
  );

  const sendPage = (c: Context<AppEnv>) => {
    const route = c.req.path.replace(/(.)\/+$/, '$1');
    // Unknown pages get the shell (its router shows the not-found page) with the right status.
    if (!CLIENT_ROUTES.has(route)) c.status(404);
    return (page(route) ?? page('shell')!).send(c);
  };
  return (app) => {
    // A missing asset is a 404, never the HTML page (which would be cached for a year).
    app.get('/assets/*', (c) => asset(c.req.path)?.send(c) ?? c.text('Not found', 404));
    app.all('/assets/*', (c) => c.text('Not found', 404));
    app.get('/', sendPage);
    app.get('*', (c) => other(c.req.path)?.send(c) ?? sendPage(c));
  };
}
