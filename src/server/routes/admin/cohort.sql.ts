import { sql, type SQL } from 'drizzle-orm';
import type { CohortPeriod, CohortSort } from '../../../shared/schemas/cohort';

/**
 * SQL for the cohort view. `windows` gives every approved member their period in their own zone;
 * `cohortMembers` adds their counts, read from dm_daily's running totals, which count exactly
 * what the member's own analytics count from dm_tracking (docs/decisions/0129-dm-daily-rollup.md).
 */

/** Days of the period before today: "this week" starts on Monday. */
function daysBack(period: CohortPeriod): SQL {
  if (period === 'week') return sql`(extract(isodow from m.today)::int - 1)`;
  return sql`${Number(period) - 1}::int`;
}

/** The period's length in days, to step back to the previous period. */
export const periodLength = (period: CohortPeriod) => (period === 'week' ? 7 : Number(period));

/**
 * Every approved member's window (user_id, name, time_zone, solo_mode, setters_count,
 * personal_goal, today, from_day, to_day); `periodsBack` 1 gives the previous period, as long as
 * the current one and ending the same number of days earlier.
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

/** A count over the period: the running total on its last day minus the one the day before. */
const inPeriod = (column: string) =>
  sql`coalesce(sum(case when s.on_day = w.to_day then s.${sql.raw(column)}
                        when s.on_day = w.from_day - 1 then -s.${sql.raw(column)} end), 0)::int`;

/** Whether the member's day `daysAgo` days before their today has a row at goal. */
const reachedOn = (daysAgo: number) =>
  sql`coalesce(bool_or(s.at_goal) filter (where s.day = w.today - ${daysAgo}::int), false)`;

export type MembersOptions = {
  periodsBack?: 0 | 1;
  search?: string;
  /** Also the streak and whether yesterday and the day before were at goal. */
  recent?: boolean;
};

/**
 * Every approved member's window with their counts for it (dms, replies, meetings, replied,
 * booked, days_at_goal, team_size; with `recent`, streak, reached_yesterday and
 * reached_day_before), set-based: members share a couple of distinct "today"s across zones, so
 * the days whose running totals are needed are few, and each is one GiST range scan for every
 * member at once (`valid @> day`, migration 0010) instead of a probe per member.
 */
export function cohortMembers(now: Date, period: CohortPeriod, options: MembersOptions = {}) {
  const { periodsBack = 0, search, recent = false } = options;
  // The current streak is the run of days at goal ending today, or yesterday while today is not
  // reached yet (as summarizeStreak); today's totals are read as the period's end (periodsBack 0).
  const recentDays = recent ? sql`, (w.today), (w.today - 1), (w.today - 2)` : sql``;
  const recentColumns = recent
    ? sql`, coalesce(max(s.run) filter (where s.day = w.today and s.run > 0),
                     max(s.run) filter (where s.day = w.today - 1), 0)::int as streak,
          ${reachedOn(1)} as reached_yesterday, ${reachedOn(2)} as reached_day_before`
    : sql``;
  return sql`with w as (${windows(now, period, periodsBack, search)}),
    days as (
      select distinct x.day from w
      cross join lateral (values (w.to_day), (w.from_day - 1) ${recentDays}) x(day)),
    s as (
      select d.day as on_day, r.user_id, r.day, r.at_goal, r.run, r.cum_dms, r.cum_replied,
             r.cum_booked, r.cum_replies, r.cum_meetings, r.cum_days_at_goal
      from days d join dm_daily r on r.valid @> d.day)
    select w.*, ${inPeriod('cum_dms')} as dms, ${inPeriod('cum_replies')} as replies,
           ${inPeriod('cum_meetings')} as meetings, ${inPeriod('cum_replied')} as replied,
           ${inPeriod('cum_booked')} as booked, ${inPeriod('cum_days_at_goal')} as days_at_goal,
           (case when w.solo_mode then 0 else w.setters_count end) as team_size ${recentColumns}
    from w left join s on s.user_id = w.user_id
    group by w.user_id, w.name, w.time_zone, w.solo_mode, w.setters_count, w.personal_goal,
             w.today, w.from_day, w.to_day`;
}

/** The member's last DM (`w` is a row of cohortMembers). */
export const lastDm = sql`(select max(d.sent_at) from dm_tracking d where d.user_id = w.user_id)`;

const rateOf = (part: string) => sql`(w.${sql.raw(part)} * 100.0 / nullif(w.dms, 0))::float8`;

/** Sort keys over a row of cohortMembers (with `recent`), aliased `w`. */
export const sortKeys: Record<CohortSort, SQL> = {
  name: sql`lower(w.name)`,
  dms: sql`w.dms`,
  replies: sql`w.replies`,
  meetings: sql`w.meetings`,
  replyRate: rateOf('replied'),
  meetingRate: rateOf('booked'),
  streak: sql`w.streak`,
  daysAtGoal: sql`w.days_at_goal`,
  lastDm,
  teamSize: sql`w.team_size`,
};
