import { sql, type SQL } from 'drizzle-orm';
import type { CohortPeriod, CohortSort } from '../../../shared/schemas/cohort';

/**
 * SQL for the cohort view. `windows` gives every approved member their period in their own zone
 * (alias `w`: user_id, name, time_zone, solo_mode, setters_count, personal_goal, today, from_day,
 * to_day); the metric expressions below are correlated on `w` and each reads the member's days
 * from dm_daily's running totals (two primary-key probes), which count exactly what the member's
 * own analytics count from dm_tracking (docs/decisions/0129-dm-daily-rollup.md).
 */

/** Days of the period before today: "this week" starts on Monday. */
function daysBack(period: CohortPeriod): SQL {
  if (period === 'week') return sql`(extract(isodow from m.today)::int - 1)`;
  return sql`${Number(period) - 1}::int`;
}

/** The period's length in days, to step back to the previous period. */
export const periodLength = (period: CohortPeriod) => (period === 'week' ? 7 : Number(period));

/**
 * Every approved member's window; `periodsBack` 1 gives the previous period, as long as the
 * current one and ending the same number of days earlier.
 */
export function windows(now: Date, period: CohortPeriod, periodsBack = 0, search?: string): SQL {
  const shift = periodsBack * periodLength(period);
  return sql`select m.*,
                    (m.today - ${daysBack(period)} - ${shift}::int) as from_day,
                    (m.today - ${shift}::int) as to_day
             from (
               select p.user_id, coalesce(nullif(btrim(p.full_name), ''), 'Member') as name,
                      p.time_zone, p.solo_mode, p.setters_count, p.personal_goal,
                      (${now.toISOString()}::timestamptz at time zone p.time_zone)::date as today
               from profiles p
               where p.approval_status = 'approved'
                 ${search ? sql`and coalesce(p.full_name, '') ilike ${search}` : sql``}
             ) m`;
}

/** A running total of the member's last day on or before `day` (0 before their first). */
const totalUpTo = (column: string, day: SQL) =>
  sql`coalesce((select r.${sql.raw(column)} from dm_daily r
                where r.user_id = w.user_id and r.day <= ${day}
                order by r.day desc limit 1), 0)`;

/** A count over the member's period: two primary-key probes, whatever its length. */
const inPeriod = (column: string) =>
  sql`(${totalUpTo(column, sql`w.to_day`)} - ${totalUpTo(column, sql`(w.from_day - 1)`)})`;

const rateOf = (part: string) =>
  sql`(${inPeriod(part)} * 100.0 / nullif(${inPeriod('cum_dms')}, 0))::float8`;

/** Whether the member reached the goal on the local day `daysAgo` days before their today. */
export const reachedOn = (daysAgo: number) =>
  sql`coalesce((select r.at_goal from dm_daily r
                where r.user_id = w.user_id and r.day = w.today - ${daysAgo}::int), false)`;

/**
 * The current streak: the run of days at goal ending today, or yesterday while today is not
 * reached yet (as summarizeStreak).
 */
const streak = sql`coalesce((select r.run from dm_daily r
    where r.user_id = w.user_id and r.day in (w.today, w.today - 1) and r.run > 0
    order by r.day desc limit 1), 0)`;

export const metrics = {
  dms: inPeriod('cum_dms'),
  replies: inPeriod('cum_replies'),
  meetings: inPeriod('cum_meetings'),
  replied: inPeriod('cum_replied'),
  booked: inPeriod('cum_booked'),
  replyRate: rateOf('cum_replied'),
  meetingRate: rateOf('cum_booked'),
  daysAtGoal: inPeriod('cum_days_at_goal'),
  streak,
  lastDm: sql`(select max(d.sent_at) from dm_tracking d where d.user_id = w.user_id)`,
  teamSize: sql`(case when w.solo_mode then 0 else w.setters_count end)`,
  name: sql`lower(w.name)`,
};

/** Sort keys computed in the database for every member. */
export const sortKeys: Record<CohortSort, SQL> = {
  name: metrics.name,
  dms: metrics.dms,
  replies: metrics.replies,
  meetings: metrics.meetings,
  replyRate: metrics.replyRate,
  meetingRate: metrics.meetingRate,
  streak: metrics.streak,
  daysAtGoal: metrics.daysAtGoal,
  lastDm: metrics.lastDm,
  teamSize: metrics.teamSize,
};

/** The columns of a cohort row, for the rows of one page. */
export const rowColumns = sql`${metrics.dms} as dms, ${metrics.replies} as replies,
  ${metrics.meetings} as meetings, ${metrics.replied} as replied, ${metrics.booked} as booked,
  ${metrics.daysAtGoal} as days_at_goal, ${metrics.streak} as streak,
  ${metrics.lastDm} as last_dm, ${metrics.teamSize} as team_size`;
