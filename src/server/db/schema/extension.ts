import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DetectorsConfig } from '../../../shared/extension/detectors';
import type { ExtensionBrowser } from '../../../shared/extension/version';
import type { UserId } from '../../../shared/schemas/ids';
import { user } from './auth';

/**
 * A member's approval on the connect page, waiting (5 minutes at most) for the extension that
 * asked to fetch its token (docs/decisions/0140-browser-extension.md): the hash of the one-time
 * code the page handed over, and the challenge the extension's secret must answer. The token is
 * made only then, so no token is ever kept here.
 */
export const extensionGrants = pgTable(
  'extension_grants',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the extension's secret (PKCE's S256). */
    challenge: text('challenge').notNull(),
    browser: text('browser').$type<ExtensionBrowser>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('extension_grants_user_idx').on(t.userId)],
);

/**
 * The coach's copy of the extension's detectors, replacing the built-in one until reset: a
 * single row (id 1). Without it the server serves the built-in configuration.
 */
export const extensionDetectors = pgTable(
  'extension_detectors',
  {
    id: integer('id').primaryKey().default(1),
    detectors: jsonb('detectors').$type<DetectorsConfig>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by')
      .$type<UserId>()
      .references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [check('extension_detectors_single_row', sql`${t.id} = 1`)],
);
