import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { account, user, verification } from '../../db/schema';
import { sendQuietly } from '../../mail/mailer';
import { signInCodeMail } from '../../mail/templates';
import type { UserId } from '../../../shared/schemas/ids';

/**
 * The second factor of a sign-in from a new device while the account is under attack, for an
 * account without an authenticator app (docs/decisions/0134-sign-in-under-attack.md): a 6-digit
 * code mailed to the account's address after the right password, valid once for 15 minutes.
 * The answer to the password is the same whether it was right or wrong, so the guesses teach
 * the attacker nothing; only the owner's mailbox gets the code.
 */

const CODE_TTL_SECONDS = 15 * 60;
/** Wrong codes one mailed code survives; then the password must be entered again. */
export const MAX_EMAIL_CODE_TRIES = 5;
/** Codes mailed to one address per hour, with its reset and verification mails (auth.routes). */
const MAILS_PER_HOUR_PER_ADDRESS = 3;

export const EMAIL_CODE_REFUSED_MESSAGE =
  'That password or code is not right. Check the code in the email, or go back and enter your password again.';

/** What the sign-in does next: ask for the mailed code, refuse, or go on to better-auth. */
export type CodeStep = 'ask_code' | 'refused' | 'go_on';

const identifier = (userId: UserId) => `sign-in-code:${userId}`;
const digest = (code: string) => createHash('sha256').update(code).digest('hex');
const triesKey = (userId: UserId) => `signin-code-fail:${userId}`;

export function createSignInCodeStep({ db, auth, mailer, logger, rateCounter, config }: AppDeps) {
  /** The account behind an address and its password hash (none for an unknown address). */
  async function accountOf(email: string) {
    const [row] = await db
      .select({
        id: user.id,
        email: user.email,
        twoFactorEnabled: user.twoFactorEnabled,
        hash: account.password,
      })
      .from(user)
      .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
      .where(eq(user.email, email.trim().toLowerCase()));
    return row ?? null;
  }

  /** Checks the password without starting a session; as slow for an unknown address. */
  async function passwordIsRight(hash: string | null | undefined, password: string) {
    const { password: hashing } = await auth.$context;
    if (!hash) {
      await hashing.hash(password);
      return false;
    }
    return hashing.verify({ hash, password });
  }

  async function mailCode(userId: UserId, email: string) {
    const window = await rateCounter.hit(`mail:${email}`, 3600);
    if (window.count > MAILS_PER_HOUR_PER_ADDRESS) {
      logger.warn({ email }, 'sign-in code not mailed: too many mails for this address');
      return;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.delete(verification).where(eq(verification.identifier, identifier(userId)));
    await db.insert(verification).values({
      id: randomUUID(),
      identifier: identifier(userId),
      value: digest(code),
      expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
    });
    await rateCounter.clear(triesKey(userId));
    sendQuietly(mailer, logger, signInCodeMail(email, code, config.baseURL));
  }

  /** Takes the mailed code if it is this one and still valid; too many wrong ones void it. */
  async function takeCode(userId: UserId, code: string): Promise<boolean> {
    const taken = await db
      .delete(verification)
      .where(
        and(
          eq(verification.identifier, identifier(userId)),
          eq(verification.value, digest(code)),
          gt(verification.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: verification.id });
    if (taken.length > 0) {
      await rateCounter.clear(triesKey(userId));
      return true;
    }
    const tries = await rateCounter.hit(triesKey(userId), CODE_TTL_SECONDS);
    if (tries.count >= MAX_EMAIL_CODE_TRIES) {
      await db.delete(verification).where(eq(verification.identifier, identifier(userId)));
    }
    return false;
  }

  return {
    /**
     * A sign-in from a new device while the account is under attack. An account with an
     * authenticator app goes on: better-auth asks for its code after the password.
     */
    async check(
      input: { email: string; password: string; emailCode?: string },
      passwordWasRight: () => Promise<void>,
    ): Promise<CodeStep> {
      const owner = await accountOf(input.email);
      if (owner?.twoFactorEnabled) return 'go_on';
      const right = await passwordIsRight(owner?.hash, input.password);
      if (input.emailCode === undefined) {
        if (owner && right) {
          await passwordWasRight();
          await mailCode(owner.id, owner.email);
        }
        return 'ask_code';
      }
      return owner && right && (await takeCode(owner.id, input.emailCode)) ? 'go_on' : 'refused';
    },
  };
}
