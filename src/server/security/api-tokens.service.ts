import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiTokens, profiles, user } from '../db/schema';
import { notFound } from '../http/errors';
import type { ProfileRow } from '../profiles/profiles.service';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '../../shared/schemas/api-token-texts';
import {
  type AdminApiToken,
  type ApiTokenSummary,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '../../shared/schemas/api-tokens';
import type { ApiTokenId, UserId } from '../../shared/schemas/ids';

/**
 * Personal API tokens (docs/decisions/0135-api-tokens.md): `dms_` and 32 random bytes in
 * base64url (256 bits), kept only as their SHA-256, so a copy of the database signs nobody in.
 * A plain hash suffices for a random secret of this size (no password to guess).
 */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Last used is written at most this often per token, not on every request. */
export const LAST_USED_EVERY_MS = 5 * 60_000;

const NO_SUCH_TOKEN = 'No such API token.';

type TokenRow = typeof apiTokens.$inferSelect;

const hint = (lastFour: string) => `${API_TOKEN_PREFIX}…${lastFour}`;

function summary(row: TokenRow): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: hint(row.lastFour),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createApiToken(
  db: Db,
  userId: UserId,
  input: CreateApiTokenInput,
  now = new Date(),
): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashApiToken(token),
      lastFour: token.slice(-4),
      expiresAt:
        input.expiresInDays === null
          ? null
          : new Date(now.getTime() + input.expiresInDays * 86_400_000),
      createdAt: now,
    })
    .returning();
  return { token, summary: summary(row) };
}

/** The member's tokens that still can be used or were until they expired (revoked ones go). */
export async function listApiTokens(db: Db, userId: UserId): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(summary);
}

/** Revokes one of the member's tokens: it stops working on the next request. */
export async function revokeApiToken(db: Db, userId: UserId, id: ApiTokenId, now = new Date()) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (!row) throw notFound(NO_SUCH_TOKEN);
}

/** The admin's list: every member's tokens that are not revoked, newest first. */
export async function listAllApiTokens(db: Db): Promise<AdminApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, name: user.name })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(isNull(apiTokens.revokedAt))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((row) => ({
    ...summary(row.token),
    owner: { userId: row.token.userId, name: row.name },
  }));
}

/** The admin revokes any member's token. */
export async function revokeAnyApiToken(db: Db, id: ApiTokenId, now = new Date()) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (!row) throw notFound(NO_SUCH_TOKEN);
}

export type TokenHolder = {
  token: { id: ApiTokenId; scope: ApiTokenScope; lastUsedAt: Date | null };
  userId: UserId;
  email: string;
  name: string;
  profile: ProfileRow;
};

/**
 * Who holds this token, in one query by its hash: null when it is unknown, revoked or expired
 * (the member's approval is checked by the caller, as for a session).
 */
export async function findTokenHolder(
  db: Db,
  token: string,
  now = new Date(),
): Promise<TokenHolder | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      profile: profiles,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .innerJoin(profiles, eq(profiles.userId, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashApiToken(token)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), sql`${apiTokens.expiresAt} > ${now}`),
      ),
    );
  if (!row) return null;
  return {
    token: { id: row.id, scope: row.scope, lastUsedAt: row.lastUsedAt },
    userId: row.userId,
    email: row.email,
    name: row.name,
    profile: row.profile,
  };
}

/**
 * Records a use when the last one written is older than LAST_USED_EVERY_MS: most requests
 * write nothing, and two instances racing write once (the condition is in the statement).
 */
export async function touchApiToken(
  db: Db,
  token: TokenHolder['token'],
  now = new Date(),
): Promise<void> {
  const due = new Date(now.getTime() - LAST_USED_EVERY_MS);
  if (token.lastUsedAt && token.lastUsedAt > due) return;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, token.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, due)),
      ),
    );
}
