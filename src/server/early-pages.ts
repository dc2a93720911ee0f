import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './context';
import { securityHeaders } from './middleware/security';

/**
 * The built app's pages and files while the server starts (src/server/starting-gate.ts): the
 * same routes and headers the app serves them with, so a browser gets its page and scripts
 * while the database opens and only its API requests wait.
 */
export function earlyPages(web: (app: Hono<AppEnv>) => void, https: boolean): RequestListener {
  const app = new Hono<AppEnv>().use(requestId()).use(securityHeaders(https));
  web(app);
  return getRequestListener(app.fetch);
}
