import { sql } from 'drizzle-orm';

/**
 * A dm_tracking row counts toward the daily goal, the streak and the leaderboard when it is a new
 * DM, or, where the coach chose so for the community, any DM (docs/decisions/0132-prospects.md).
 * The setting is read inside the statement (one init plan), so no query needs it passed in; the
 * SQL twin of dm_goal_counted in migration 0011_prospects.sql. `d` is the row's alias.
 */
export const countsTowardGoal = (alias = '') => {
  const column = sql.raw(alias ? `${alias}.is_first` : 'is_first');
  return sql`(${column} or coalesce((select cs.follow_ups_count from community_settings cs
                                      where cs.id = 1), false))`;
};
