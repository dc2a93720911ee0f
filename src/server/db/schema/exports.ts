import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DmId, ExportApplyId, ProspectId, UserId } from '../../../shared/schemas/ids';
import type { ExportPlatform } from '../../../shared/schemas/exports';
import { user } from './auth';
import { prospects } from './outreach';

const owner = () =>
  text('user_id')
    .$type<UserId>()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/**
 * One apply of a platform export's report (docs/decisions/0136-platform-exports.md): what it
 * wrote is in export_imports, so Undo takes back exactly that.
 */
export const exportApplies = pgTable(
  'export_applies',
  {
    id: uuid('id')
      .$type<ExportApplyId>()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    platform: text('platform').$type<ExportPlatform>().notNull(),
    dmsAdded: integer('dms_added').notNull().default(0),
    repliesAdded: integer('replies_added').notNull().default(0),
    followUpsAdded: integer('follow_ups_added').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('export_applies_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What an apply wrote, keyed per conversation (`dm:<counterpart>`) and reply
 * (`reply:<counterpart>`), so the same or an overlapping export adds nothing twice.
 */
export const exportImports = pgTable(
  'export_imports',
  {
    userId: owner(),
    key: text('key').notNull(),
    applyId: uuid('apply_id')
      .$type<ExportApplyId>()
      .notNull()
      .references(() => exportApplies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'dm' | 'reply' | 'follow-up'>().notNull(),
    /**
     * The DM written (dm, follow-up) or marked replied (reply); no foreign key: deleting it keeps
     * the key.
     */
    dmId: uuid('dm_id').$type<DmId>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('export_imports_apply_idx').on(t.applyId),
  ],
);

/** A counterpart without a profile URL (Facebook name, X id) the member matched to a prospect. */
export const exportMatches = pgTable(
  'export_matches',
  {
    userId: owner(),
    counterpart: text('counterpart').notNull(),
    prospectId: uuid('prospect_id')
      .$type<ProspectId>()
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.counterpart] })],
);

/**
 * The member's latest check of an export (one row per member, replaced by each report): when,
 * and of the DMs the export showed them sending, how many they had logged themselves. Counts
 * only, for the coach's cohort (docs/decisions/0136-platform-exports.md).
 */
export const exportChecks = pgTable('export_checks', {
  userId: owner().primaryKey(),
  platform: text('platform').$type<ExportPlatform>().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  exportedDms: integer('exported_dms').notNull(),
  loggedBefore: integer('logged_before').notNull(),
});
