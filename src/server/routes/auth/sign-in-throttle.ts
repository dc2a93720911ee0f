import type { RateCounter } from '../../rate-limit/rate-counter';

const WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

const accountKey = (email: string) => `signin-fail:account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `signin-fail:ip:${ip}`;

/**
 * Failed sign-ins are limited per account and per IP, counted in the shared database
 * (docs/decisions/0102-passwords-and-sign-in-limits.md).
 */
export function createSignInThrottle(counter: RateCounter) {
  return {
    /** The time the caller must wait, or null when a sign-in may be tried. */
    async blockedUntil(email: string, ip: string): Promise<Date | null> {
      const [account, address] = await Promise.all([
        counter.peek(accountKey(email)),
        counter.peek(ipKey(ip)),
      ]);
      if (account && account.count >= MAX_FAILURES_PER_ACCOUNT) return account.resetAt;
      if (address && address.count >= MAX_FAILURES_PER_IP) return address.resetAt;
      return null;
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([
        counter.hit(accountKey(email), WINDOW_SECONDS),
        counter.hit(ipKey(ip), WINDOW_SECONDS),
      ]);
    },
    async recordSuccess(email: string): Promise<void> {
      await counter.clear(accountKey(email));
    },
  };
}
