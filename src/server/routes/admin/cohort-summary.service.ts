import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { addDays, localDay } from '../../../shared/domain/day';
import { weekStart } from '../../../shared/domain/periods';
import type { AttentionReason } from '../../../shared/schemas/cohort-attention';
import type {
  AttentionMember,
  CohortAttention,
  CohortPeriod,
  CohortSummary,
  CohortTotals,
  CohortWeeklySummary,
} from '../../../shared/schemas/cohort';
import { prospectRate } from '../../../shared/domain/rates';
import { counts } from './cohort.service';
import {
  between,
  members,
  PERIOD_COLUMNS,
  periodLength,
  recentRows,
  totalsOnDay,
  zones,
} from './cohort.sql';
import type { UserId } from '../../../shared/schemas/ids';

/** A member's reply rate below this share of the cohort's is "far below" it. */
export const LOW_REPLY_SHARE = 0.5;
/** The reply rate is judged only on members with at least this many DMs in the last 30 days. */
export const LOW_REPLY_MIN_DMS = 20;

type TotalsRow = {
  members: number;
  active: number;
  dms: number;
  new_dms: number;
  replies: number;
  meetings: number;
  replied: number;
  booked: number;
  prev_active: number;
  prev_dms: number;
  prev_new_dms: number;
  prev_replies: number;
  prev_meetings: number;
  prev_replied: number;
  prev_booked: number;
};

/** The summed counts of `per` (one row per member), `prefix` naming the period's columns. */
const sums = (prefix: '' | 'prev_') => {
  const column = (name: string) => sql.raw(`${prefix}${name}`);
  return sql.join(
    [
      sql`(count(*) filter (where ${column('dms')} > 0))::int as ${sql.raw(`${prefix}active`)}`,
      ...['dms', 'new_dms', 'replies', 'meetings', 'replied', 'booked'].map(
        (name) => sql`coalesce(sum(${column(name)}), 0)::int as ${column(name)}`,
      ),
    ],
    sql`, `,
  );
};

/**
 * The whole cohort's counts for the period and for the one before it (as long, ending as many
 * days earlier), each member in their own zone, in one pass: every member's running totals at
 * the ends of both periods (today's from one GiST range scan, the others one per distinct day),
 * joined to them by member and day.
 */
async function cohortTotals(
  db: Db,
  period: CohortPeriod,
  now = new Date(),
): Promise<{ current: CohortTotals; previous: CohortTotals }> {
  const back = periodLength(period);
  // The last 7 or 30 days end where the previous ones start; this week ends on a weekday.
  const previousEnd = period === 'week' ? 'pe' : 'b';
  const periodCounts = (prefix: '' | 'prev_', end: string, start: string) =>
    sql.join(
      Object.entries(PERIOD_COLUMNS)
        .filter(([name]) => name !== 'days_at_goal')
        .map(
          ([name, column]) => sql`${between(end, start, column)} as ${sql.raw(`${prefix}${name}`)}`,
        ),
      sql`, `,
    );
  const [row] = await queryRows<TotalsRow>(
    db,
    sql`with z as materialized (${zones(now, period)}),
        w as (${members()}),
        e as (${recentRows(0)}),
        b as (${totalsOnDay(sql`z.from_day - 1`)}),
        pe as (${totalsOnDay(sql`z.today - ${back}::int`)}),
        pb as (${totalsOnDay(sql`z.from_day - ${back + 1}::int`)}),
        per as (
          select ${periodCounts('', 'e', 'b')}, ${periodCounts('prev_', previousEnd, 'pb')}
          from w
          left join e on e.user_id = w.user_id and e.valid @> w.today
          left join b on b.user_id = w.user_id and b.on_day = w.from_day - 1
          ${
            previousEnd === 'pe'
              ? sql`left join pe on pe.user_id = w.user_id and pe.on_day = w.today - ${back}::int`
              : sql``
          }
          left join pb on pb.user_id = w.user_id and pb.on_day = w.from_day - ${back + 1}::int)
        select count(*)::int as members, ${sums('')}, ${sums('prev_')} from per`,
  );
  const totals = (prefix: '' | 'prev_'): CohortTotals => {
    const of = (name: keyof TotalsRow) => row[`${prefix}${name}` as keyof TotalsRow];
    return {
      ...counts({
        dms: of('dms'),
        new_dms: of('new_dms'),
        replies: of('replies'),
        meetings: of('meetings'),
        replied: of('replied'),
        booked: of('booked'),
      }),
      members: row.members,
      activeMembers: of('active'),
    };
  };
  return { current: totals(''), previous: totals('prev_') };
}

/**
 * The cohort's DMs per local day of the period, each DM on its member's own local day: the
 * approved members' DMs per zone and day (cohort_daily), over each zone's window. A day listed
 * has a day row of some member in whose window it is (as dm_daily lists them), DMs or not.
 */
async function cohortDaily(db: Db, period: CohortPeriod, viewerZone: string, now: Date) {
  const rows = await queryRows<{ day: string; dms: number }>(
    db,
    sql`with z as (${zones(now, period)})
        select c.day::text as day, sum(c.dms)::int as dms
        from z join cohort_daily c
          on c.time_zone = z.time_zone and c.day >= z.from_day and c.day <= z.today
        group by c.day having sum(c.members) > 0`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row.dms]));
  const today = localDay(now, viewerZone);
  const first = period === 'week' ? weekStart(today) : addDays(today, 1 - periodLength(period));
  // Members in zones ahead of the coach's may already be on the next day.
  const days = [...byDay.keys(), first, today].sort();
  const daily: CohortSummary['daily'] = [];
  for (let day = days[0]; day <= days[days.length - 1]; day = addDays(day, 1)) {
    daily.push({ day, dms: byDay.get(day) ?? 0 });
  }
  return daily;
}

export async function cohortSummary(
  db: Db,
  period: CohortPeriod,
  viewerZone: string,
  now = new Date(),
): Promise<CohortSummary> {
  const [{ current, previous }, daily] = await Promise.all([
    cohortTotals(db, period, now),
    cohortDaily(db, period, viewerZone, now),
  ]);
  return { period, current, previous, daily };
}

/** The days of the "No DM in 3 days" rule (`no_recent_dm`). */
const NO_RECENT_DM_DAYS = 3;

type AttentionRow = [
  userId: UserId,
  name: string,
  dms: number,
  newDms: number,
  replied: number,
  lastDm: string | null,
  stale: boolean,
  reachedYesterday: boolean,
  reachedDayBefore: boolean,
];

/**
 * Members who need the coach: no DM in the last 3 local days (today included; only members who
 * log, at least one DM ever, and were approved (or, never stamped, signed up) at least 3 days
 * ago, so an admin who never logs or a member approved minutes ago is not "stalled"), a streak
 * that broke yesterday (the day before was at goal, yesterday was not), or a reply rate over the
 * last 30 days below half the cohort's (with enough DMs to judge). Each in their own zone and
 * goals. The database counts every member in one pass and answers the cohort's sums with only
 * the members it may flag; the reasons are decided here.
 */
export async function cohortAttention(db: Db, now = new Date()): Promise<CohortAttention> {
  const recently = sql`${now.toISOString()}::timestamptz
                       - make_interval(days => ${NO_RECENT_DM_DAYS}::int)`;
  // prospectRate in SQL, the same double arithmetic: only a superset of the low rates is sent.
  const rate = (part: SQL, prospects: SQL) =>
    sql`(least(${part}, ${prospects})::float8 * 100 / ${prospects})`;
  const [row] = await queryRows<{
    replied: number;
    new_dms: number;
    members: AttentionRow[] | null;
  }>(
    db,
    sql`with z as materialized (
          select z.*,
                 ((z.today - ${NO_RECENT_DM_DAYS - 1}::int)::timestamp at time zone z.time_zone)
                   as quiet_since
          from (${zones(now, '30')}) z),
        w as (${members(sql`, z.quiet_since`)}),
        e as (${recentRows(2)}),
        s as (${totalsOnDay(sql`z.from_day - 1`)}),
        -- Each member's last three days at once: the totals up to today, yesterday's and the
        -- day before's goal.
        r as (
          select e.user_id,
                 max(e.cum_dms) filter (where e.valid @> w.today) as cum_dms,
                 max(e.cum_new_dms) filter (where e.valid @> w.today) as cum_new_dms,
                 max(e.cum_replied) filter (where e.valid @> w.today) as cum_replied,
                 bool_or(e.at_goal) filter (where e.day = w.today - 1) as reached_yesterday,
                 bool_or(e.at_goal) filter (where e.day = w.today - 2) as reached_day_before
          from w join e on e.user_id = w.user_id
          group by e.user_id),
        m as materialized (
          select w.user_id, w.name, ${between('r', 's', 'cum_dms')} as dms,
                 ${between('r', 's', 'cum_new_dms')} as new_dms,
                 ${between('r', 's', 'cum_replied')} as replied,
                 l.sent_at as last_dm,
                 coalesce(l.sent_at < w.quiet_since and w.since <= ${recently}, false) as stale,
                 coalesce(r.reached_yesterday, false) as reached_yesterday,
                 coalesce(r.reached_day_before, false) as reached_day_before
          from w
          left join r on r.user_id = w.user_id
          left join s on s.user_id = w.user_id and s.on_day = w.from_day - 1
          left join dm_last l on l.user_id = w.user_id),
        t as (select coalesce(sum(m.replied), 0)::int as replied,
                     coalesce(sum(m.new_dms), 0)::int as new_dms from m)
        select t.replied, t.new_dms,
               (select json_agg(json_build_array(m.user_id, m.name, m.dms, m.new_dms, m.replied,
                                                 m.last_dm, m.stale, m.reached_yesterday,
                                                 m.reached_day_before)
                                order by lower(m.name), m.user_id)
                from m
                where m.stale or (m.reached_day_before and not m.reached_yesterday)
                   or (m.dms >= ${LOW_REPLY_MIN_DMS}::int and m.new_dms > 0 and t.new_dms > 0
                       and ${rate(sql`m.replied`, sql`m.new_dms`)}
                           <= ${rate(sql`t.replied`, sql`t.new_dms`)} * ${LOW_REPLY_SHARE}::float8)
               ) as members
        from t`,
  );
  // The rates: of the prospects first messaged in the 30 days (prospectRate).
  const cohortReplyRate = prospectRate(row.replied, row.new_dms);
  const flagged: AttentionMember[] = [];
  for (const [
    userId,
    name,
    dms,
    newDms,
    replied,
    lastDm,
    stale,
    yesterday,
    dayBefore,
  ] of row.members ?? []) {
    const replyRate = prospectRate(replied, newDms);
    const reasons: AttentionReason[] = [];
    if (stale) reasons.push('no_recent_dm');
    if (dayBefore && !yesterday) reasons.push('streak_broken');
    if (
      cohortReplyRate !== null &&
      replyRate !== null &&
      dms >= LOW_REPLY_MIN_DMS &&
      replyRate < cohortReplyRate * LOW_REPLY_SHARE
    ) {
      reasons.push('low_reply_rate');
    }
    if (reasons.length > 0) {
      flagged.push({
        userId,
        name,
        reasons,
        lastDmAt: lastDm === null ? null : new Date(lastDm).toISOString(),
        replyRate,
      });
    }
  }
  return { cohortReplyRate, members: flagged };
}

/**
 * The coach's weekly summary (for the weekly email): the cohort's totals for the last 7 local
 * days and the 7 before, and the members who need attention with their reasons.
 */
export async function cohortWeeklySummary(db: Db, now = new Date()): Promise<CohortWeeklySummary> {
  const [{ current, previous }, attention] = await Promise.all([
    cohortTotals(db, '7', now),
    cohortAttention(db, now),
  ]);
  return { current, previous, attention: attention.members };
}
