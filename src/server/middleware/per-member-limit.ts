import type { MiddlewareHandler } from 'hono';
import type { MemberEnv } from '../context';
import { errorJson } from '../http/errors';
import type { RateCounter } from '../rate-limit/rate-counter';

/**
 * At most `max` calls per member per window, counted before the work starts (shared by every
 * instance): one member cannot tie the server up with heavy requests (imports, exports).
 */
export function perMemberLimit(
  rateCounter: RateCounter,
  limit: { key: string; max: number; windowSeconds: number; what: string },
): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    const window = await rateCounter.hit(
      `member:${limit.key}:${c.get('viewer').userId}`,
      limit.windowSeconds,
    );
    if (window.count > limit.max) {
      const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
      c.header('Retry-After', String(seconds));
      const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
      return errorJson(
        c,
        429,
        'rate_limited',
        `You've reached the limit of ${limit.max} ${limit.what} per ${limit.windowSeconds / 60} minutes. Please try again in ${wait}.`,
      );
    }
    await next();
  };
}

/** Heavy CSV exports (the member's logs, the coach's cohort): each its own count, one limit. */
export const EXPORTS_PER_10_MINUTES = 30;

export const exportLimit = (rateCounter: RateCounter, key: string) =>
  perMemberLimit(rateCounter, {
    key,
    max: EXPORTS_PER_10_MINUTES,
    windowSeconds: 600,
    what: 'exports',
  });
