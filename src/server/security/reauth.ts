import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { account, session, user } from '../db/schema';
import { HttpError } from '../http/errors';
import { minutesUntil } from '../rate-limit/rate-counter';
import { checkTotpCode } from '../routes/auth/totp-steps';
import { FRESH_SIGN_IN_MINUTES, type ReauthInput } from '../../shared/schemas/privacy';
import type { SessionId, UserId } from '../../shared/schemas/ids';

const refused = (code: string, message: string) => new HttpError(403, code, message);

/** Wrong passwords or codes a member may give an irreversible step per 15 minutes. */
export const PROOFS_PER_15_MINUTES = 5;
const PROOF_WINDOW_SECONDS = 15 * 60;

/**
 * requireFreshProof, counted: each check takes its place in the member's count before it runs
 * (so parallel guesses cannot all pass), and a passed one gives it back; past
 * PROOFS_PER_15_MINUTES wrong ones, 429 until the window ends.
 */
export async function requireCountedProof(
  deps: Pick<AppDeps, 'auth' | 'db' | 'rateCounter'>,
  who: { userId: UserId; sessionId: SessionId },
  input: ReauthInput,
): Promise<void> {
  const key = `member:reauth:${who.userId}`;
  const window = await deps.rateCounter.hit(key, PROOF_WINDOW_SECONDS);
  if (window.count > PROOFS_PER_15_MINUTES) {
    throw new HttpError(
      429,
      'rate_limited',
      `Too many wrong passwords or codes. Try again in ${minutesUntil(window.resetAt)} minute(s).`,
    );
  }
  await requireFreshProof(deps, who, input);
  await deps.rateCounter.release(key);
}

/**
 * The proof an irreversible step asks for again (docs/decisions/0133-privacy.md), from the
 * member taking it: their password; with two-factor on, also the authenticator app's current
 * code (it works once, as at sign-in). A member without a password (passkeys only) proves it by
 * a sign-in of the last FRESH_SIGN_IN_MINUTES: the session the request came with must be that new.
 * Refusals are 400/403 (never 401, which would sign the browser out).
 */
async function requireFreshProof(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  who: { userId: UserId; sessionId: SessionId },
  input: ReauthInput,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [[credential], [owner]] = await Promise.all([
    db
      .select({ hash: account.password })
      .from(account)
      .where(and(eq(account.userId, who.userId), eq(account.providerId, 'credential'))),
    db
      .select({ twoFactorEnabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, who.userId)),
  ]);
  if (credential?.hash) {
    if (!input.password) {
      throw new HttpError(400, 'password_required', 'Enter your password.', {
        password: 'Enter your password.',
      });
    }
    const { password } = await deps.auth.$context;
    if (!(await password.verify({ hash: credential.hash, password: input.password }))) {
      throw refused('invalid_password', 'That password is not right.');
    }
  } else {
    const [current] = await db
      .select({ createdAt: session.createdAt })
      .from(session)
      .where(eq(session.id, who.sessionId));
    const freshSince = now.getTime() - FRESH_SIGN_IN_MINUTES * 60_000;
    if (!current || current.createdAt.getTime() < freshSince) {
      throw refused(
        'reauth_required',
        `Sign in again with your passkey, then do this within ${FRESH_SIGN_IN_MINUTES} minutes.`,
      );
    }
  }
  if (!owner?.twoFactorEnabled) return;
  const message = 'Enter the 6-digit code from your authenticator app.';
  if (!input.code) throw new HttpError(400, 'code_required', message, { code: message });
  const result = await checkTotpCode(deps, who.userId, input.code, now.getTime());
  if (result === 'wrong') {
    throw refused(
      'invalid_code',
      'That code is not right. Enter the current code from your authenticator app.',
    );
  }
  if (result === 'used') {
    throw refused('code_used', 'That code was used already. Enter the next code from your app.');
  }
}
