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
  dayStart,
  everyMember,
  everyMemberCounts,
  memberCount,
  periodLength,
  zones,
  type ZoneColumn,
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
};

/** The counts the summary sums from cohort_daily. */
const SUMMED = ['dms', 'new_dms', 'replies', 'meetings', 'replied', 'booked'] as const;

/**
 * The whole cohort's counts for the period and for the one before it (as long, ending as many
 * days earlier), each member in their own zone, from the rollups alone
 * (src/server/db/functions/cohort.sql): the counts are cohort_daily's rows of each zone's days, and
 * the active members the DM days in them whose member's previous DM day is before the period
 * (cohort_dm_gaps). A few rows per zone and day, however many members.
 */
async function cohortTotals(
  db: Db,
  period: CohortPeriod,
  now = new Date(),
): Promise<{ current: CohortTotals; previous: CohortTotals }> {
  const back = periodLength(period);
  // The last 7 or 30 days end where the previous ones start; this week ends on a weekday.
  const previousEnd = period === 'week' ? sql`z.today - ${back}::int` : sql`z.from_day - 1`;
  const [current, previous] = await queryRows<TotalsRow>(
    db,
    sql`with z as materialized (${zones(now, period)}),
          spans as (
            select z.time_zone, false as previous, z.from_day as first, z.today as last from z
            union all
            select z.time_zone, true, z.from_day - ${back}::int, ${previousEnd} from z),
          counts as (
            select s.previous, ${sql.join(
              SUMMED.map((name) => sql`sum(c.${sql.raw(name)})::int as ${sql.raw(name)}`),
              sql`, `,
            )}
            from spans s
            join cohort_daily c on c.time_zone = s.time_zone and c.day between s.first and s.last
            group by s.previous),
          active as (
            select s.previous, sum(g.members)::int as active
            from spans s
            join cohort_dm_gaps g
              on g.time_zone = s.time_zone and g.day between s.first and s.last
                 and g.gap > g.day - s.first
            group by s.previous)
          select ${memberCount()} as members, coalesce(a.active, 0) as active, ${sql.join(
            SUMMED.map((name) => sql`coalesce(c.${sql.raw(name)}, 0) as ${sql.raw(name)}`),
            sql`, `,
          )}
          from (values (false), (true)) p(previous)
          left join counts c on c.previous = p.previous
          left join active a on a.previous = p.previous
          order by p.previous`,
  );
  const totals = (row: TotalsRow): CohortTotals => ({
    ...counts(row),
    members: row.members,
    activeMembers: row.active,
  });
  return { current: totals(current), previous: totals(previous) };
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

/** When the zone's first day of the rule starts: a member with no DM since is quiet. */
const quietSince: ZoneColumn = {
  name: 'quiet_since',
  value: dayStart(sql`z.today - ${NO_RECENT_DM_DAYS - 1}::int`, sql`z.time_zone`),
};

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
    sql`with ${everyMember(now, '30', { zoneColumn: quietSince })},
        m as materialized (
          select w.user_id, w.name, w.dms, w.new_dms, w.replied, l.sent_at as last_dm,
                 coalesce(l.sent_at < w.quiet_since and w.since <= ${recently}, false) as stale,
                 w.reached_yesterday, w.reached_day_before
          from (${everyMemberCounts({ period: true, reached: true })}) w
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
