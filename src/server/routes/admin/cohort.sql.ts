import { sql, type SQL } from 'drizzle-orm';
import { DMS_PER_SETTER, MAX_SETTERS, SOLO_GOAL } from '../../../shared/domain/goal';
import type { CohortPeriod, CohortSort } from '../../../shared/schemas/cohort';

/**
 * SQL for the cohort view. `windows` gives every approved member their period in their own zone
 * (alias `w`: user_id, name, time_zone, solo_mode, setters_count, personal_goal, today, from_day, from_ts,
 * to_ts); the metric expressions below are correlated on `w` and each is an index range on
 * (user_id, sent_at / response_at / meeting_at), so the same days count as in the member's own
 * analytics.
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
                    ((m.today - ${daysBack(period)} - ${shift}::int)::timestamp
                       at time zone m.time_zone) as from_ts,
                    ((m.today + 1 - ${shift}::int)::timestamp at time zone m.time_zone) as to_ts
             from (
               select p.user_id, coalesce(nullif(btrim(p.full_name), ''), 'Member') as name,
                      p.time_zone, p.solo_mode, p.setters_count, p.personal_goal,
                      (${now.toISOString()}::timestamptz at time zone p.time_zone)::date as today
               from profiles p
               where p.approval_status = 'approved'
                 ${search ? sql`and coalesce(p.full_name, '') ilike ${search}` : sql``}
             ) m`;
}

const inPeriod = (column: string) =>
  sql`d.user_id = w.user_id and d.${sql.raw(column)} >= w.from_ts and d.${sql.raw(column)} < w.to_ts`;

const countIn = (column: string) =>
  sql`(select count(*) from dm_tracking d where ${inPeriod(column)})::int`;

const rateOf = (flag: string) =>
  sql`(select count(*) filter (where ${sql.raw(flag)}) * 100.0 / nullif(count(*), 0)
       from dm_tracking d where ${inPeriod('sent_at')})::float8`;

const ruleSolo = sql`coalesce((select solo_goal from community_settings where id = 1), ${SOLO_GOAL}::int)`;
const rulePerSetter = sql`coalesce((select goal_per_setter from community_settings where id = 1), ${DMS_PER_SETTER}::int)`;

/** The goal a member has today, as memberGoal: the community's rule, or their own if higher. */
const currentGoal = sql`greatest(coalesce(w.personal_goal, 0), case when w.solo_mode then ${ruleSolo}
  else ${ruleSolo} + ${rulePerSetter} * least(${MAX_SETTERS}::int, greatest(0, w.setters_count)) end)`;

/** The goal in force on local day `day`, as goalLookup answers it from goal_history. */
export const goalOn = (day: SQL) => sql`coalesce(
  (select g.goal from goal_history g
   where g.user_id = w.user_id and g.effective_on <= ${day}
   order by g.effective_on desc limit 1),
  case when exists (select 1 from goal_history g where g.user_id = w.user_id)
       then ${SOLO_GOAL}::int else ${currentGoal} end)`;

/** Whether the member reached the goal on the local day `daysAgo` days before their today. */
export const reachedOn = (daysAgo: number) => {
  const day = sql`(w.today - ${daysAgo}::int)`;
  return sql`((select count(*) from dm_tracking d
     where d.user_id = w.user_id
       and d.sent_at >= (${day}::timestamp at time zone w.time_zone)
       and d.sent_at < ((${day} + 1)::timestamp at time zone w.time_zone)) >= ${goalOn(day)})`;
};

/** Local days of the period on which the member reached that day's goal. */
const daysAtGoal = sql`(select count(*) from (
    select (d.sent_at at time zone w.time_zone)::date as day, count(*) as dms
    from dm_tracking d where ${inPeriod('sent_at')} group by 1) per_day
  where per_day.dms >= ${goalOn(sql`per_day.day`)})::int`;

export const metrics = {
  dms: countIn('sent_at'),
  replies: countIn('response_at'),
  meetings: countIn('meeting_at'),
  replied: sql`(select count(*) from dm_tracking d
                where ${inPeriod('sent_at')} and d.response_received)::int`,
  booked: sql`(select count(*) from dm_tracking d
               where ${inPeriod('sent_at')} and d.meeting_booked)::int`,
  replyRate: rateOf('response_received'),
  meetingRate: rateOf('meeting_booked'),
  daysAtGoal,
  lastDm: sql`(select max(d.sent_at) from dm_tracking d where d.user_id = w.user_id)`,
  teamSize: sql`(case when w.solo_mode then 0 else w.setters_count end)`,
  name: sql`lower(w.name)`,
};

/** Sort keys computed in the database for every member; the streak sorts in the service. */
export const sortKeys: Record<Exclude<CohortSort, 'streak'>, SQL> = {
  name: metrics.name,
  dms: metrics.dms,
  replies: metrics.replies,
  meetings: metrics.meetings,
  replyRate: metrics.replyRate,
  meetingRate: metrics.meetingRate,
  daysAtGoal: metrics.daysAtGoal,
  lastDm: metrics.lastDm,
  teamSize: metrics.teamSize,
};

/** The columns of a cohort row, for the rows of one page. */
export const rowColumns = sql`${metrics.dms} as dms, ${metrics.replies} as replies,
  ${metrics.meetings} as meetings, ${metrics.replied} as replied, ${metrics.booked} as booked,
  ${metrics.daysAtGoal} as days_at_goal, ${metrics.lastDm} as last_dm,
  ${metrics.teamSize} as team_size`;
