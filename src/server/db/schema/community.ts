import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { UserId } from '../../../shared/schemas/ids';
import { user } from './auth';

/**
 * The community's settings: a single row (id 1) the coach edits in the Admin Panel. Without a
 * row the spec's defaults apply (solo 28, 100 per setter).
 */
export const communitySettings = pgTable(
  'community_settings',
  {
    id: integer('id').primaryKey().default(1),
    soloGoal: integer('solo_goal').notNull().default(28),
    goalPerSetter: integer('goal_per_setter').notNull().default(100),
    /** Follow-ups count toward the daily goal too (by default only new DMs do). */
    followUpsCount: boolean('follow_ups_count').notNull().default(false),
    /** Days after the first DM of each follow-up, unless a prospect has its own. */
    followUpCadence: integer('follow_up_cadence')
      .array()
      .notNull()
      .default(sql`'{3,7,14}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by')
      .$type<UserId>()
      .references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [check('community_settings_single_row', sql`${t.id} = 1`)],
);
