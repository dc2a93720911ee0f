import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { AppDeps } from '../../context';
import { twoFactor } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import type { UserId } from '../../../shared/schemas/ids';

/** better-auth's TOTP: 30 s steps, 6 digits, one step either side accepted. */
const PERIOD_MS = 30_000;
const WINDOW = 1;

function hotp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The time step a code that better-auth accepted belongs to, searched over every step its window
 * could have used between `startedAt` and `now`; the latest step when none matches (never
 * expected), so a doubt refuses a replay rather than letting one through.
 */
export function stepOfCode(secret: string, code: string, startedAt: number, now: number): number {
  const first = Math.floor(startedAt / PERIOD_MS) - WINDOW;
  const last = Math.floor(now / PERIOD_MS) + WINDOW;
  for (let step = last; step >= first; step--) {
    if (hotp(secret, step) === code) return step;
  }
  return last;
}

/**
 * Records the step of a code that just passed the member's second factor. False when that step
 * (or a later one) passed before: the code was used already. One statement, so two sign-ins
 * racing with one code cannot both claim it.
 */
export async function claimTotpStep(
  { auth, db }: Pick<AppDeps, 'auth' | 'db'>,
  userId: UserId,
  code: string,
  startedAt: number,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return false;
  const { secretConfig } = await auth.$context;
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  const step = stepOfCode(secret, code, startedAt, now);
  const claimed = await queryRows<{ user_id: string }>(
    db,
    sql`insert into totp_last_step (user_id, step) values (${userId}, ${step})
        on conflict (user_id) do update set step = excluded.step
        where totp_last_step.step < excluded.step
        returning user_id`,
  );
  return claimed.length === 1;
}

/**
 * A code typed outside a sign-in (deleting the account, an admin removing a member): right when
 * it is the code of the current step or one either side, as better-auth accepts, and claimed as
 * a sign-in's is, so it works once. 'none' when the member has no second factor.
 */
export async function checkTotpCode(
  { auth, db }: Pick<AppDeps, 'auth' | 'db'>,
  userId: UserId,
  code: string,
  now = Date.now(),
): Promise<'ok' | 'wrong' | 'used' | 'none'> {
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return 'none';
  const { secretConfig } = await auth.$context;
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  const current = Math.floor(now / PERIOD_MS);
  const steps = [current + WINDOW, current, current - WINDOW];
  const step = steps.find((candidate) => hotp(secret, candidate) === code);
  if (step === undefined) return 'wrong';
  const claimed = await queryRows<{ user_id: string }>(
    db,
    sql`insert into totp_last_step (user_id, step) values (${userId}, ${step})
        on conflict (user_id) do update set step = excluded.step
        where totp_last_step.step < excluded.step
        returning user_id`,
  );
  return claimed.length === 1 ? 'ok' : 'used';
}
