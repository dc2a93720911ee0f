import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { errorJson } from './errors';

/** No input of DM Sprint nests deeper than a few levels; 64 leaves room and stops stack bombs. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one flat pass over its
 * characters (brackets inside strings, escaped quotes included, do not count). It never
 * recurses, so it is safe on any text, valid JSON or not; it stops once `limit` is passed.
 */
export function jsonDepthOver(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A JSON body nested deeper than MAX_JSON_DEPTH is refused with 400 before any handler, zod or
 * better-auth walks it recursively (a stack overflow would be a 500). Runs after the body
 * limits, so the text it reads is bounded; it reads a copy, the handler still gets the body.
 */
export const jsonDepthLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || !c.req.raw.body) return next();
  const text = await c.req.raw.clone().text();
  if (jsonDepthOver(text)) {
    return errorJson(c, 400, 'nesting_too_deep', 'The request body is nested too deeply.');
  }
  await next();
};
