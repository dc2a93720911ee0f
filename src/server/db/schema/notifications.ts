import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SessionId, UserId } from '../../../shared/schemas/ids';
import { session, user } from './auth';

/** A member's notification choices; no row means the defaults below. */
export const notificationPrefs = pgTable('notification_prefs', {
  userId: text('user_id')
    .$type<UserId>()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  digestEnabled: boolean('digest_enabled').notNull().default(true),
  digestTime: text('digest_time').notNull().default('08:00'),
  nudgeEnabled: boolean('nudge_enabled').notNull().default(true),
  nudgeTime: text('nudge_time').notNull().default('19:00'),
  nudgeEmail: boolean('nudge_email').notNull().default(false),
  weeklySummaryEnabled: boolean('weekly_summary_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The queue and the ledger in one: one row per (member, kind, slot), where the slot is the
 * instant of the member's chosen local time on a local day. The unique key makes a
 * notification due, claimed, retried and sent exactly once whatever the number of instances.
 */
export const notificationJobs = pgTable(
  'notification_jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['digest', 'nudge', 'weekly'] }).notNull(),
    /** The member's local day the notification is for (their zone when it was scheduled). */
    localDay: date('local_day', { mode: 'string' }).notNull(),
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_jobs_once_uq').on(t.userId, t.kind, t.slotAt),
    index('notification_jobs_due_idx')
      .on(t.runAfter)
      .where(sql`status = 'pending'`),
  ],
);

/** One row per device that allowed notifications; it goes with the session that created it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .$type<SessionId>()
      .references(() => session.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
