import type { MiddlewareHandler } from 'hono';
import type { Turns } from '../db/turns';

/**
 * The requests that do heavy work in turns (src/server/db/turns.ts): they wait for the others,
 * so they are not counted among the members' requests being answered.
 */
const HEAVY: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/exports/apply' },
  { method: 'GET', path: '/api/privacy/export' },
  { method: 'GET', path: '/api/logs/export.csv' },
  { method: 'GET', path: '/api/v1/logs/export.csv' },
  { method: 'POST', path: '/api/mcp' },
];

/** Counts every other request as a member's, being answered until its answer is ready. */
export function answering(turns: Turns): MiddlewareHandler {
  return async (c, next) => {
    if (HEAVY.some(({ method, path }) => c.req.method === method && c.req.path === path)) {
      return next();
    }
    const done = turns.answering();
    try {
      await next();
    } finally {
      done();
    }
  };
}
