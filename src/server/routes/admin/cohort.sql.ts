import { sql, type SQL } from 'drizzle-orm';
import type { CohortPeriod, CohortSort } from '../../../shared/schemas/cohort';

/**
 * SQL for the cohort view. `zones` gives every approved member's zone their period and the
 * instants their running totals are read at, `members` every member their zone's; their counts
 * come from dm_daily's running totals (`everyMemberCounts` for all members, `withCounts` for a
 * page's) and their streaks from dm_runs, which count exactly what the member's own analytics
 * count from dm_tracking (docs/decisions/0129-dm-daily-rollup.md).
 */

/** Days of the period before `today` (a date): "this week" starts on Monday. */
function daysBack(period: CohortPeriod, today: SQL): SQL {
  if (period === 'week') return sql`(extract(isodow from ${today})::int - 1)`;
  return sql`${Number(period) - 1}::int`;
}

/** The period's length in days, to step back to the previous period. */
export const periodLength = (period: CohortPeriod) => (period === 'week' ? 7 : Number(period));

/** The approved members (`p`, a profiles row) matching the search, if any. */
const approved = (search?: string) =>
  sql`p.approval_status = 'approved'
      ${search ? sql`and coalesce(p.full_name, '') ilike ${search}` : sql``}`;

/** How many members `members` lists. */
export const memberCount = (search?: string) =>
  sql`(select count(*)::int from profiles p where ${approved(search)})`;

/** The member's name as the cohort shows it. */
const memberName = sql`coalesce(nullif(btrim(p.full_name), ''), 'Member')`;

/** When local day `day` (a date) starts in the zone `zone`. */
export const dayStart = (day: SQL, zone: SQL) => sql`((${day})::timestamp at time zone ${zone})`;

/**
 * The approved members' zones (a handful of rows, so the zone conversion runs once per zone;
 * `z` in the queries below) with the period in each, and the instants every member's running
 * totals are read at (dm_daily.valid_at, migration 0026): time_zone, today, from_day,
 * `today_at` (now: inside every zone's today) and `start_at`, inside the zone's day before the
 * period: the latest start of any zone's day before the period that falls in this zone's. Where
 * the zones' days share an instant (offsets less than a day apart, the usual case) every zone
 * gets the same one, so one range scan reads each member's totals once, whatever dates the
 * members are on.
 */
export function zones(now: Date, period: CohortPeriod): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`with d as (
               select y.*, ${dayStart(sql`y.from_day - 1`, sql`y.time_zone`)} as starts,
                      ${dayStart(sql`y.from_day`, sql`y.time_zone`)} as ends
               from (select x.time_zone, x.today,
                            x.today - ${daysBack(period, sql`x.today`)} as from_day
                     from (select t.time_zone, (${at} at time zone t.time_zone)::date as today
                           from (select p.time_zone from profiles p where ${approved()}
                                 group by p.time_zone) t) x) y)
             select d.time_zone, d.today, d.from_day, ${at} as today_at,
                    (select max(o.starts) from d o where o.starts >= d.starts and o.starts < d.ends)
                      as start_at
             from d`;
}

/**
 * The approved members matching the search, if any (`w`: user_id, name, time_zone, team_size,
 * since: approved or signed up, today, from_day, today_at, start_at, and any other
 * `zoneColumns` of `z`) with their zone's window; `z` is a `zones` CTE.
 */
const members = (zoneColumns: SQL = sql``, search?: string) =>
  sql`select p.user_id, ${memberName} as name, p.time_zone,
             (case when p.solo_mode then 0 else p.setters_count end) as team_size,
             coalesce(p.approved_at, p.created_at) as since, z.today, z.from_day, z.today_at,
             z.start_at ${zoneColumns}
      from profiles p join z on z.time_zone = p.time_zone where ${approved(search)}`;

/** The columns of dm_daily the cohort reads; all in its range index, so the scans are index-only. */
const TOTALS = sql`r.user_id, r.day, r.at_goal, r.at_goal_day_before, r.at_goal_two_days_before,
                   r.win_dms, r.win_new_dms, r.win_replied, r.win_booked, r.win_replies,
                   r.win_meetings, r.win_days_at_goal, r.prior_dms, r.prior_new_dms,
                   r.prior_replied, r.prior_booked, r.prior_replies, r.prior_meetings,
                   r.prior_days_at_goal`;

/**
 * The member's streak on `today` from `run`, their dm_runs row that may hold it (one ending
 * yesterday or later): the days at goal from its first day to today, or to yesterday while today
 * is not reached yet; none when the run ended before yesterday.
 */
const streakOn = (run: string, today: SQL) =>
  sql`(case when ${sql.raw(run)}.last_day >= ${today} - 1 and ${sql.raw(run)}.first_day <= ${today}
            then least(${sql.raw(run)}.last_day, ${today}) - ${sql.raw(run)}.first_day + 1
            else 0 end)`;

/**
 * Whether the member's day `daysAgo` (1 or 2) days before `today` was at goal, from `row`, their
 * dm_daily row that holds today (migration 0022): that day is the row's own, or the one or two
 * before it, or older than the row (no row: not at goal).
 */
const reachedFrom = (row: string, today: SQL, daysAgo: 1 | 2) =>
  sql`(case ${sql.raw(row)}.day - (${today} - ${daysAgo}::int)
         when 0 then ${sql.raw(row)}.at_goal when 1 then ${sql.raw(row)}.at_goal_day_before
         when 2 then ${sql.raw(row)}.at_goal_two_days_before else false end)`;

export type CountsOptions = {
  /**
   * The period's counts (dms, new_dms: the prospects first messaged, replies, meetings, replied,
   * booked: of those prospects, days_at_goal).
   */
  period?: boolean;
  /** The current streak. */
  streak?: boolean;
  /** Whether yesterday and the day before were at goal (reached_yesterday, reached_day_before). */
  reached?: boolean;
};

/**
 * The columns `options` asks for, over a member `w` whose running totals are `e` (the dm_daily
 * row that holds their today) and `b` (the one that holds the day before the period), and whose
 * latest run at goal is `s`, any of them absent (NULL) for a member with no row yet.
 */
function countColumns({ period = false, streak = false, reached = false }: CountsOptions): SQL[] {
  const columns: SQL[] = [];
  if (period) {
    for (const [name, column] of Object.entries(PERIOD_COLUMNS)) {
      columns.push(sql`${between('e', 'b', column)} as ${sql.raw(name)}`);
    }
  }
  if (streak) columns.push(sql`coalesce(${streakOn('s', sql`w.today`)}, 0) as streak`);
  if (reached) {
    columns.push(sql`coalesce(${reachedFrom('e', sql`w.today`, 1)}, false) as reached_yesterday`);
    columns.push(sql`coalesce(${reachedFrom('e', sql`w.today`, 2)}, false) as reached_day_before`);
  }
  return columns;
}

/** `w.*` and the columns `options` asks for. */
const withColumns = (options: CountsOptions) =>
  sql.join([sql`w.*`, ...countColumns(options)], sql`, `);

/** One more column of `z` (a zone's row of `zones`), worked out once per zone. */
export type ZoneColumn = { name: string; value: SQL };

/**
 * The CTEs every query over all members starts with: `z` (zones, with `zoneColumn` if given),
 * `w` (the approved members matching the search, with their zone's window and `zoneColumn`:
 * members), their running totals `e` today and `b` before the period, each one range scan per
 * distinct instant (totalsAt), and `s`, every member's run at goal that holds today or
 * yesterday (one index range of dm_runs). A CTE the query does not read is not run.
 */
export function everyMember(
  now: Date,
  period: CohortPeriod,
  { search, zoneColumn }: { search?: string; zoneColumn?: ZoneColumn } = {},
): SQL {
  const name = zoneColumn && sql.identifier(zoneColumn.name);
  return sql`z as materialized (
               select z.* ${zoneColumn ? sql`, ${zoneColumn.value} as ${name}` : sql``}
               from (${zones(now, period)}) z),
             w as (${members(zoneColumn ? sql`, z.${name}` : sql``, search)}),
             e as (${totalsAt(sql`z.today_at`)}),
             b as (${totalsAt(sql`z.start_at`)}),
             s as (${currentRuns})`;
}

/** Every member of `everyMember` with the counts `options` asks for, reading only the totals they need. */
export const everyMemberCounts = (options: CountsOptions) =>
  sql`select ${withColumns(options)}
      from w
      ${options.period || options.reached ? sql`left join e on e.user_id = w.user_id and e.at = w.today_at` : sql``}
      ${options.period ? sql`left join b on b.user_id = w.user_id and b.at = w.start_at` : sql``}
      ${options.streak ? sql`left join s on s.user_id = w.user_id and s.last_day >= w.today - 1 and s.first_day <= w.today` : sql``}`;

/**
 * A few members `w` (a page's rows, with their zone's window as `members` gives it) with all
 * their counts (as everyMemberCounts with the period and the streak): each member's running
 * totals are their latest dm_daily row on or before the day, and their run their latest dm_runs
 * row, found by primary key: the rows `everyMember`'s range scans find.
 */
export function withCounts(few: SQL): SQL {
  const latest = (day: SQL) =>
    sql`left join lateral (select ${TOTALS} from dm_daily r
                           where r.user_id = w.user_id and r.day <= ${day}
                           order by r.day desc limit 1)`;
  return sql`select ${withColumns({ period: true, streak: true })}
             from (${few}) w
             ${latest(sql`w.today`)} e on true
             ${latest(sql`w.from_day - 1`)} b on true
             left join lateral (select r.first_day, r.last_day from dm_runs r
                                where r.user_id = w.user_id and r.first_day <= w.today
                                order by r.first_day desc limit 1) s on true`;
}

/** A period's counts and the dm_daily counts they come from (`win_*` and `prior_*` of each). */
const PERIOD_COLUMNS = {
  dms: 'dms',
  new_dms: 'new_dms',
  replies: 'replies',
  meetings: 'meetings',
  replied: 'replied',
  booked: 'booked',
  days_at_goal: 'days_at_goal',
};

/** The member's last DM (`w`: a row of `windows`), kept in dm_last (migration 0016). */
export const lastDm = sql`(select l.sent_at from dm_last l where l.user_id = w.user_id)`;

/**
 * A rate as prospectRate gives it: of the prospects first messaged in the period (new DMs;
 * dm_daily's replied/booked count replies on first DMs, so they are those prospects' replies).
 */
const rateOf = (part: string) =>
  sql`(least(w.${sql.raw(part)}, w.new_dms) * 100.0 / nullif(w.new_dms, 0))::float8`;

/** What each sort key needs of withCounts; name, team size and last DM need no count. */
export const sortNeeds: Record<CohortSort, CountsOptions> = {
  name: {},
  dms: { period: true },
  replies: { period: true },
  meetings: { period: true },
  replyRate: { period: true },
  meetingRate: { period: true },
  streak: { streak: true },
  daysAtGoal: { period: true },
  lastDm: {},
  teamSize: {},
};

/** Sort keys over a row of withCounts (with sortNeeds), aliased `w`. */
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

/*
 * Every approved member at once (the summary, "Needs attention", the CSV, the cohort's sort by a
 * count), set-based: the zones' windows are worked out once per zone (`z`), every member gets
 * their zone's (`w`), and their running totals at the instants the answer needs come from
 * dm_daily's range index (SP-GiST), one range scan per distinct instant (usually one per instant
 * role) for all members, joined to them by member and instant. No query per member.
 */

/**
 * Every member's running totals at `at` (an instant column of `z`; `at` says which): the row
 * whose valid_at holds it, one range scan for all members per distinct instant.
 */
function totalsAt(at: SQL): SQL {
  return sql`select d.at, ${TOTALS}
             from (select distinct ${at} as at from z) d
             join dm_daily r on r.valid_at @> d.at`;
}

/**
 * Every member's run at goal that may hold their today (one that ends yesterday or later, in the
 * earliest zone's dates): one index range of dm_runs over all members.
 */
const currentRuns = sql`select r.user_id, r.first_day, r.last_day from dm_runs r
                        where r.last_day >= (select min(z.today) from z) - 1`;

/**
 * A count over a period of up to 32 days (a dm_daily window) ending on the day of `end`'s row:
 * `end`'s total in its window, plus the window before it (`prior_*`), less what `start` (the row
 * that holds the day before the period) had counted by then. With the two rows in one window
 * that is the difference of their window totals; with `start` in the window before, `end`'s
 * window and its prior total less `start`'s; with `start` older (or absent), nothing of either
 * window was before the period (docs/decisions/0129-dm-daily-rollup.md).
 */
const between = (end: string, start: string, column: string) => {
  const [e, b] = [sql.raw(end), sql.raw(start)];
  const win = sql.raw(`win_${column}`);
  const prior = sql.raw(`prior_${column}`);
  return sql`coalesce(${e}.${win} + case
               when ${b}.day is null or dm_window(${b}.day) < dm_window(${e}.day) - 1 then ${e}.${prior}
               when dm_window(${b}.day) = dm_window(${e}.day) - 1 then ${e}.${prior} - ${b}.${win}
               else -${b}.${win} end, 0)`;
};
