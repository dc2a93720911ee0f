import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';

/** Routes that log their own refusals with more detail (the sign-in route logs its failures). */
const SELF_LOGGING = new Set(['/api/auth/sign-in/email']);

/**
 * Every refused API access (401, 403) is logged with the time (pino's), the user when known,
 * the client IP, the method and the path — never a header, a body or a cookie.
 */
export function logRefusals(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if ((status !== 401 && status !== 403) || SELF_LOGGING.has(c.req.path)) return;
    logger.warn(
      {
        status,
        method: c.req.method,
        path: c.req.path,
        userId: c.get('viewer')?.userId ?? null,
        ip: c.get('clientIp'),
        requestId: c.get('requestId'),
      },
      'access refused',
    );
  };
}
