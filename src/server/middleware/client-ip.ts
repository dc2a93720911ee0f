import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context';

/**
 * The caller's IP. X-Forwarded-For is believed only behind a configured trusted proxy, so a
 * forged header cannot reset a throttle. Even then only its last entry counts: the one our
 * proxy appended. Entries before it are whatever the client sent.
 */
export function clientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip = '';
    if (trustProxy) ip = c.req.header('x-forwarded-for')?.split(',').pop()?.trim() ?? '';
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address ?? '';
      } catch {
        ip = '';
      }
    }
    c.set('clientIp', ip || 'unknown');
    await next();
  };
}
