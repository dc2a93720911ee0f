import { sql, type SQL } from 'drizzle-orm';
import type { CohortPeriod, CohortSort } from '../../../shared/schemas/cohort';

/**
 * SQL for the cohort view. `zones` gives every approved member's zone their period and the
 * instants their running totals are read at, `windows` every member their zone's; `withCounts`
 * adds their counts, read from dm_daily's running totals, which count exactly what the member's
 * own analytics count from dm_tracking (docs/decisions/0129-dm-daily-rollup.md).
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

/** How many members `windows` lists. */
export const memberCount = (search?: string) =>
  sql`(select count(*)::int from profiles p where ${approved(search)})`;

/** The member's name as the cohort shows it. */
const memberName = sql`coalesce(nullif(btrim(p.full_name), ''), 'Member')`;

/** When local day `day` (a date) starts in the zone `zone`. */
const dayStart = (day: SQL, zone: SQL) => sql`((${day})::timestamp at time zone ${zone})`;

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
export const members = (zoneColumns: SQL = sql``, search?: string) =>
  sql`select p.user_id, ${memberName} as name, p.time_zone,
             (case when p.solo_mode then 0 else p.setters_count end) as team_size,
             coalesce(p.approved_at, p.created_at) as since, z.today, z.from_day, z.today_at,
             z.start_at ${zoneColumns}
      from profiles p join z on z.time_zone = p.time_zone where ${approved(search)}`;

/** Every approved member matching the search, with their zone's window, as `members` gives them. */
export const windows = (now: Date, period: CohortPeriod, search?: string) =>
  sql`with z as (${zones(now, period)}) ${members(sql``, search)}`;

/** A count over the period: the running total at its end minus the one before it. */
const inPeriod = (column: string) =>
  sql`sum(case when s.at = w.today_at then s.${sql.raw(column)}
               when s.at = w.start_at then -s.${sql.raw(column)} end)::int`;

/** The columns of dm_daily the cohort reads; all in its range index, so the scans are index-only. */
const TOTALS = sql`r.user_id, r.day, r.at_goal, r.run, r.streak, r.at_goal_day_before,
                   r.at_goal_two_days_before, r.cum_dms, r.cum_new_dms, r.cum_replied,
                   r.cum_booked, r.cum_replies, r.cum_meetings, r.cum_days_at_goal`;

/**
 * The member's streak on `today` from `row`, their dm_daily row that holds today (migration
 * 0022): its own streak when it is today's, the day before's run when it is yesterday's (today
 * not reached yet), none when older.
 */
export const streakOn = (row: string, today: SQL) =>
  sql`(case when ${sql.raw(row)}.day = ${today} then ${sql.raw(row)}.streak
            when ${sql.raw(row)}.day = ${today} - 1 then ${sql.raw(row)}.run else 0 end)`;

/**
 * Whether the member's day `daysAgo` (1 or 2) days before `today` was at goal, from `row`, their
 * dm_daily row that holds today (migration 0022): that day is the row's own, or the one or two
 * before it, or older than the row (no row: not at goal).
 */
export const reachedFrom = (row: string, today: SQL, daysAgo: 1 | 2) =>
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
  /**
   * Many members (all of them): read each instant's totals for every member in one range scan
   * (`valid_at @> t`, migration 0026), since members share one or two instants across zones.
   * Otherwise (a page) one primary-key probe per member and day.
   */
  many?: boolean;
};

/** A day whose running totals a count needs: its date and its instant, over the members `w`. */
type Needed = { day: SQL; at: SQL };

/** SQL values as a comma-separated list. */
const list = (values: SQL[]) => sql.join(values, sql`, `);

/** The instants of the days `needed`, as a list. */
const instantsOf = (needed: Needed[]) => list(needed.map(({ at }) => at));

/** The running totals `s` (keyed by `at`) of the days `needed` of the members `w`, as `many` says. */
function totalsOn(needed: Needed[], many: boolean) {
  const ats = instantsOf(needed);
  if (!many) {
    const days = list(needed.map(({ day }) => day));
    return sql`s as (
      select x.at, ${TOTALS}
      from w cross join lateral (select distinct * from unnest(array[${days}], array[${ats}]) x(day, at)) x
      cross join lateral (select * from dm_daily r where r.user_id = w.user_id and r.day <= x.day
                          order by r.day desc limit 1) r)`;
  }
  return sql`instants as (
      select distinct x.at from (select distinct today_at, start_at from w) w
      cross join lateral unnest(array[${ats}]) x(at)),
    s as materialized (
      select i.at, ${TOTALS} from instants i join dm_daily r on r.valid_at @> i.at)`;
}

/**
 * The window rows `members` (aliased `w`, as `windows` gives them, with any other columns) with
 * their counts, set-based: only the days whose running totals the asked columns need are read.
 * The columns not asked for are absent.
 */
export function withCounts(members: SQL, options: CountsOptions) {
  const { period = false, streak = false, many = false } = options;
  const needed: Needed[] = [];
  if (period || streak) needed.push({ day: sql`w.today`, at: sql`w.today_at` });
  if (period) needed.push({ day: sql`w.from_day - 1`, at: sql`w.start_at` });
  const columns: SQL[] = [];
  const coalesced: SQL[] = [];
  if (period) {
    for (const [name, column] of Object.entries(PERIOD_COLUMNS)) {
      columns.push(sql`${inPeriod(column)} as ${sql.raw(name)}`);
      coalesced.push(sql`coalesce(t.${sql.raw(name)}, 0) as ${sql.raw(name)}`);
    }
  }
  if (streak) {
    columns.push(sql`coalesce(max(${streakOn('s', sql`w.today`)}) filter (where s.at = w.today_at),
                              0)::int as streak`);
    coalesced.push(sql`coalesce(t.streak, 0) as streak`);
  }
  if (columns.length === 0) return members;
  return sql`with w as (${members}), ${totalsOn(needed, many)},
    t as (
      select w.user_id collate "C" as user_id, ${list(columns)}
      from w join s on s.user_id = w.user_id and s.at in (${instantsOf(needed)})
      group by 1)
    select w.*, ${list(coalesced)}
    from w left join t on t.user_id = w.user_id`;
}

/** A period's counts and the running totals they come from. */
export const PERIOD_COLUMNS = {
  dms: 'cum_dms',
  new_dms: 'cum_new_dms',
  replies: 'cum_replies',
  meetings: 'cum_meetings',
  replied: 'cum_replied',
  booked: 'cum_booked',
  days_at_goal: 'cum_days_at_goal',
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
 * Every approved member at once (the summary, "Needs attention", the CSV), set-based: the zones'
 * windows are worked out once per zone (`z`), every member gets their zone's (`w`), and their
 * running totals at the instants the answer needs come from dm_daily's range index (SP-GiST),
 * one range scan per distinct instant (usually one per instant role) for all members, joined
 * to them by member and instant. No query per member.
 */

/**
 * Every member's running totals at `at` (an instant column of `z`; `at` says which): the row
 * whose valid_at holds it, one range scan for all members per distinct instant.
 */
export function totalsAt(at: SQL): SQL {
  return sql`select d.at, ${TOTALS}
             from (select distinct ${at} as at from z) d
             join dm_daily r on r.valid_at @> d.at`;
}

/** A count over the period: the running total at its end (`end`) minus the one before it. */
export const between = (end: string, start: string, column: string) =>
  sql`(coalesce(${sql.raw(`${end}.${column}`)}, 0) - coalesce(${sql.raw(`${start}.${column}`)}, 0))`;
