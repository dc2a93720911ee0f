import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { errorJson } from './errors';
import { jsonDepthOver } from './json-nesting';
import { OFF_THREAD_JSON_CHARS } from './validate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A JSON body nested deeper than MAX_JSON_DEPTH is refused with 400 before any handler, zod or
 * better-auth walks it recursively (a stack overflow would be a 500). Runs after the body
 * limits, so the text it reads is bounded; the handler still gets the body.
 */
export const jsonDepthLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || !c.req.raw.body) return next();
  // better-auth reads the raw request, so its routes get a copy read; the app's own routes read
  // the body once, through Hono's cache that their validators then parse (a 5 MB CSV import
  // is not read twice).
  const text = c.req.path.startsWith('/api/auth/')
    ? await c.req.raw.clone().text()
    : await c.req.text();
  // A body this large (only a CSV import may be) is scanned with its parse, off this thread.
  if (text.length <= OFF_THREAD_JSON_CHARS && jsonDepthOver(text)) {
    return errorJson(c, 400, 'nesting_too_deep', 'The request body is nested too deeply.');
  }
  await next();
};
