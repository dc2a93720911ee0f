import type { RateCounter, Window } from '../../rate-limit/rate-counter';

const WINDOW_SECONDS = 15 * 60;
const STRIKES_WINDOW_SECONDS = 24 * 60 * 60;
/** Guesses at one account from one address per window; each lock-out after that lasts twice as long. */
export const MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5;
/**
 * Guesses at one account from every device that never signed in to it, together: past it the
 * account is under attack, and a new device needs a second factor besides the password
 * (docs/decisions/0134-sign-in-under-attack.md). It never locks the account.
 */
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 20;

const account = (email: string) => email.toLowerCase();
const keys = (email: string, ip: string) => ({
  ip: `signin-fail:ip:${ip}`,
  pair: `signin-fail:pair:${account(email)}:${ip}`,
  account: `signin-fail:account:${account(email)}`,
  block: `signin-block:pair:${account(email)}:${ip}`,
  strikes: `signin-strikes:pair:${account(email)}:${ip}`,
});

export type Attempt =
  | { blockedUntil: Date }
  | {
      blockedUntil: null;
      /** Too many guesses at this account from unknown devices; this device is one of them. */
      accountUnderAttack: boolean;
      succeeded: () => Promise<void>;
    };

/**
 * Failed sign-ins (docs/decisions/0102-passwords-and-sign-in-limits.md), counted before the password is checked: each attempt takes its place in the shared
 * counters first (one atomic upsert each), so parallel guesses cannot all pass a check made
 * before any of them was recorded. A success gives its place back.
 *
 * A stranger's guesses lock out their own address (each lock-out of it on the account lasting
 * twice as long), never the account: another address with the right password still gets in.
 * Past MAX_FAILURES_PER_ACCOUNT guesses from unknown devices the account is under attack, and
 * the route asks a new device for a second factor; a device that signed in to the account before
 * (`knownDevice`) is held only by its own address's count.
 */
export function createSignInThrottle(counter: RateCounter) {
  return {
    async begin(email: string, ip: string, knownDevice: boolean): Promise<Attempt> {
      const key = keys(email, ip);
      const block = await counter.peek(key.block);
      if (block) return { blockedUntil: block.resetAt };
      const [byIp, byPair, byAccount] = await Promise.all([
        counter.hit(key.ip, WINDOW_SECONDS),
        counter.hit(key.pair, WINDOW_SECONDS),
        knownDevice ? null : counter.hit(key.account, WINDOW_SECONDS),
      ]);
      const over: Window[] = [];
      if (byIp.count > MAX_FAILURES_PER_IP) over.push(byIp);
      if (byPair.count > MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT) {
        over.push(byPair);
        // The first refused attempt of a window starts a lock-out, doubling with each strike.
        if (byPair.count === MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT + 1) {
          const strikes = await counter.hit(key.strikes, STRIKES_WINDOW_SECONDS);
          const seconds = Math.min(
            WINDOW_SECONDS * 2 ** (strikes.count - 1),
            STRIKES_WINDOW_SECONDS,
          );
          over.push(await counter.hit(key.block, seconds));
        }
      }
      if (over.length > 0) {
        const latest = Math.max(...over.map((window) => window.resetAt.getTime()));
        return { blockedUntil: new Date(latest) };
      }
      return {
        blockedUntil: null,
        accountUnderAttack: byAccount !== null && byAccount.count > MAX_FAILURES_PER_ACCOUNT,
        succeeded: async () => {
          await Promise.all([
            counter.release(key.ip),
            counter.clear(key.pair),
            counter.clear(key.strikes),
            knownDevice ? null : counter.release(key.account),
          ]);
        },
      };
    },
  };
}
