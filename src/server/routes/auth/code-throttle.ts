import type { RateCounter } from '../../rate-limit/rate-counter';

const WINDOW_SECONDS = 15 * 60;
/**
 * Wrong second-factor codes from one address per window. better-auth adds its own caps: five
 * per sign-in challenge and ten in a row per account.
 */
export const MAX_CODE_FAILURES_PER_IP = 10;

/** Like the sign-in throttle: each code takes its place in the count before it is checked. */
export function createCodeThrottle(counter: RateCounter) {
  return {
    async begin(ip: string) {
      const key = `2fa-fail:ip:${ip}`;
      const window = await counter.hit(key, WINDOW_SECONDS);
      if (window.count > MAX_CODE_FAILURES_PER_IP) return { blockedUntil: window.resetAt };
      return { blockedUntil: null, succeeded: () => counter.release(key) };
    },
  };
}
