import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UserId } from '../../../shared/schemas/ids';
import { user } from './auth';

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .$type<UserId>()
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    company: text('company'),
    industry: text('industry'),
    isAdmin: boolean('is_admin').notNull().default(false),
    approvalStatus: text('approval_status', { enum: approvalStatuses })
      .notNull()
      .default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by')
      .$type<UserId>()
      .references(() => user.id, { onDelete: 'set null' }),
    timeZone: text('time_zone').notNull().default('UTC'),
    soloMode: boolean('solo_mode').notNull().default(true),
    settersCount: integer('setters_count').notNull().default(0),
    hideFromLeaderboard: boolean('hide_from_leaderboard').notNull().default(false),
    /** The member's own daily goal, if they raised it above the community's rule. */
    personalGoal: integer('personal_goal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_created_idx').on(t.createdAt),
    index('profiles_status_idx').on(t.approvalStatus),
  ],
);

/** The goal in force from a local day on; streaks use the goal that applied on each day. */
export const goalHistory = pgTable(
  'goal_history',
  {
    userId: text('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    goal: integer('goal').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.effectiveOn] })],
);
