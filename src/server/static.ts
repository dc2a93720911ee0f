import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context';
import { loadHtmlPage, type HtmlPage } from './static-html';
import { paths } from '../web/lib/paths';

const CLIENT_ROUTES = new Set<string>(Object.values(paths));

/**
 * Serves the built React app (`npm run build`): hashed assets cached for a year, brotli/gzip
 * files made at build time, and each client route's HTML — the pre-rendered landing and
 * sign-in pages, a member page's own (`pages/<route>.html`: the app's frame pre-rendered), else
 * the empty shell that the client router fills.
 */
export function serveWebApp(app: Hono<AppEnv>, webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const file = (name: string) => path.join(webRoot, name);
  // Before pre-rendering (a bare `vite build`), index.html is the shell and serves every route.
  const shellFile = existsSync(file('app.html')) ? file('app.html') : file('index.html');
  const pages = new Map<string, () => HtmlPage>();
  const page = (htmlFile: string) => {
    let loaded: HtmlPage | undefined;
    return () => (loaded ??= loadHtmlPage(htmlFile));
  };
  const shell = page(shellFile);
  pages.set('/', page(file('index.html')));
  pages.set('/auth', existsSync(file('auth.html')) ? page(file('auth.html')) : shell);
  for (const route of CLIENT_ROUTES) {
    const own = file(`pages${route}.html`); // scripts/build/app-pages.ts
    if (route !== '/' && existsSync(own)) pages.set(route, page(own));
  }

  // (serveStatic's onFound hook runs after the response is built: too late for a header.)
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root, precompressed: true }));
  // A missing asset is a 404, never the HTML page (which would be cached for a year).
  app.all('/assets/*', (c) => c.text('Not found', 404));
  // Build metadata (the Vite manifest) and other dot-files are not the public's.
  app.all('/.*', (c) => c.text('Not found', 404));
  const sendPage = (c: Context<AppEnv>) => {
    const route = c.req.path.replace(/(.)\/+$/, '$1');
    // Unknown pages get the shell (its router shows the not-found page) with the right status.
    if (!CLIENT_ROUTES.has(route)) c.status(404);
    return (pages.get(route) ?? shell)().send(c);
  };
  app.get('/', sendPage);
  app.use('*', serveStatic({ root, precompressed: true, index: '' }));
  app.get('*', sendPage);
}
