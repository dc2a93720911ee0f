import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiTokenScope } from '../../../shared/schemas/api-token-texts';
import type { ApiTokenId, UserId } from '../../../shared/schemas/ids';
import { user } from './auth';

/**
 * A member's personal API tokens (docs/decisions/0135-api-tokens.md): only the SHA-256 of the
 * token is kept, with its last four characters to tell tokens apart in lists.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id')
      .$type<ApiTokenId>()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    /** Hex SHA-256 of the whole token: a token is found by its hash, never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);
