import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { extensionGrants, profiles, user } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { approvalRefusal } from '../../middleware/require-session';
import type { Member } from '../../profiles/profiles.service';
import { createApiToken } from '../../security/api-tokens.service';
import { extensionTokenName } from '../../../shared/extension/version';
import type {
  ExtensionConnectInput,
  ExtensionConnectResult,
} from '../../../shared/schemas/extension';

/** How long an approval waits for the extension to fetch its token. */
export const GRANT_TTL_MS = 5 * 60_000;
/** An extension's token expires after a year; the popup asks to connect again then. */
export const EXTENSION_TOKEN_DAYS = 365;

const sha256 = (value: string) => createHash('sha256').update(value);

export const GRANT_REFUSED =
  'This approval expired or was used already. Press Connect in the extension again.';

/**
 * The member approved the connect page: a one-time code for the extension's tab, kept as its
 * hash with the extension's challenge, for 5 minutes. The member's expired approvals go.
 */
export async function approveConnect(
  db: Db,
  { userId }: Member,
  input: ExtensionConnectInput,
  now = new Date(),
): Promise<ExtensionConnectResult> {
  const code = randomBytes(32).toString('base64url');
  await db
    .delete(extensionGrants)
    .where(and(eq(extensionGrants.userId, userId), lt(extensionGrants.expiresAt, now)));
  await db.insert(extensionGrants).values({
    codeHash: sha256(code).digest('hex'),
    userId,
    challenge: input.challenge,
    browser: input.browser,
    expiresAt: new Date(now.getTime() + GRANT_TTL_MS),
    createdAt: now,
  });
  return { code };
}

/**
 * The extension's exchange: the code from its tab and the secret behind the challenge make a
 * "Read and log" token named after the browser, once. The approval is used up by the first try,
 * right or wrong, and the member must still be approved.
 */
export async function exchangeConnect(
  db: Db,
  input: { code: string; verifier: string },
  now = new Date(),
) {
  const [grant] = await db
    .delete(extensionGrants)
    .where(
      and(
        eq(extensionGrants.codeHash, sha256(input.code).digest('hex')),
        gt(extensionGrants.expiresAt, now),
      ),
    )
    .returning();
  if (!grant || sha256(input.verifier).digest('base64url') !== grant.challenge) {
    throw new HttpError(400, 'invalid_grant', GRANT_REFUSED);
  }
  const [holder] = await db
    .select({ name: user.name, approvalStatus: profiles.approvalStatus })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, grant.userId));
  if (!holder) throw new HttpError(400, 'invalid_grant', GRANT_REFUSED);
  const refusal = approvalRefusal(holder);
  if (refusal) throw new HttpError(403, refusal.code, refusal.message);
  const name = extensionTokenName(grant.browser);
  const created = await createApiToken(
    db,
    grant.userId,
    { name, scope: 'read_log', expiresInDays: EXTENSION_TOKEN_DAYS },
    now,
  );
  return { token: created.token, name, memberName: holder.name, userId: grant.userId };
}
