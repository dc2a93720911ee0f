import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';

/**
 * Errors that mean "the database cannot be reached right now" (as opposed to a bad query):
 * the API answers them with 503 `database_unavailable`, and the next request tries again.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/** SQLSTATEs of a server that is shutting down, starting, or full. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Cannot use a pool after calling end|PGlite is closed/i;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable right now. Please try again in a moment.';

function causes(error: unknown, depth = 0): unknown[] {
  if (!error || typeof error !== 'object' || depth > 6) return [];
  const nested = error as { cause?: unknown; errors?: unknown[] };
  return [
    error,
    ...causes(nested.cause, depth + 1),
    ...(Array.isArray(nested.errors)
      ? nested.errors.flatMap((inner) => causes(inner, depth + 1))
      : []),
  ];
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((candidate) => {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    }
    return typeof message === 'string' && MESSAGES.test(message);
  });
}

/** Whether `select 1` answers; false only for connection-class failures. */
export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    return !isDatabaseUnavailable(error);
  }
}

/**
 * A 500 that a library made of a database outage (better-auth catches some errors itself)
 * becomes the same 503 the error handler gives. Costs a probe only on a 500.
 */
export function unavailableWhenDatabaseIs(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 500 || (await databaseReachable(db))) return;
    c.res = undefined;
    c.res = c.json(
      { error: { code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } },
      503,
    );
  };
}
