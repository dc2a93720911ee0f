import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context';

/** Serves the built React app; every non-API path falls back to index.html (client routing). */
export function serveWebApp(app: Hono<AppEnv>, webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  let indexHtml: string | undefined;
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    indexHtml ??= readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
