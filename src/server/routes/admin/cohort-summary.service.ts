import { sql } from 'drizzle-orm';
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
import { lastDm, periodLength, windows, withCounts } from './cohort.sql';
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

/** The whole cohort's counts for the period (or the one before it, `periodsBack` 1). */
export async function cohortTotals(
  db: Db,
  period: CohortPeriod,
  periodsBack: 0 | 1,
  now = new Date(),
): Promise<CohortTotals> {
  const [row] = await queryRows<TotalsRow>(
    db,
    sql`select count(*)::int as members, (count(*) filter (where dms > 0))::int as active,
               coalesce(sum(dms), 0)::int as dms, coalesce(sum(new_dms), 0)::int as new_dms,
               coalesce(sum(replies), 0)::int as replies,
               coalesce(sum(meetings), 0)::int as meetings,
               coalesce(sum(replied), 0)::int as replied, coalesce(sum(booked), 0)::int as booked
        from (${withCounts(windows(now, period, periodsBack), { period: true, many: true })})
          per_member`,
  );
  return { ...counts(row), members: row.members, activeMembers: row.active };
}

/** The cohort's DMs per local day of the period, each DM on its member's own local day. */
async function cohortDaily(db: Db, period: CohortPeriod, viewerZone: string, now: Date) {
  const rows = await queryRows<{ day: string; dms: number }>(
    db,
    sql`select r.day::text as day, sum(r.dms)::int as dms
        from (${windows(now, period)}) w
        join dm_daily r on r.user_id = w.user_id and r.day >= w.from_day and r.day <= w.to_day
        group by 1`,
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
  const [current, previous, daily] = await Promise.all([
    cohortTotals(db, period, 0, now),
    cohortTotals(db, period, 1, now),
    cohortDaily(db, period, viewerZone, now),
  ]);
  return { period, current, previous, daily };
}

/** The days of the "No DM in 3 days" rule (`no_recent_dm`). */
const NO_RECENT_DM_DAYS = 3;

/**
 * Who `no_recent_dm` may flag (`w`: a row with last_dm): a member who logs (at least one DM ever;
 * an admin who never logs is not a stalled member) and has been approved (or, never stamped,
 * signed up) for at least the rule's days, so a member approved minutes ago is not "stalled".
 */
const hadTheChance = (now: Date) =>
  sql`(w.last_dm is not null and
       (select coalesce(p.approved_at, p.created_at) from profiles p where p.user_id = w.user_id)
         <= ${now.toISOString()}::timestamptz - make_interval(days => ${NO_RECENT_DM_DAYS}::int))`;

type AttentionRow = {
  user_id: UserId;
  name: string;
  dms: number;
  new_dms: number;
  replied: number;
  last_dm: string | Date | null;
  stale: boolean;
  reached_yesterday: boolean;
  reached_day_before: boolean;
};

/**
 * Members who need the coach: no DM in the last 3 local days (today included; only members who
 * log and were approved at least 3 days ago, `hadTheChance`), a streak that
 * broke yesterday (the day before was at goal, yesterday was not), or a reply rate over the last
 * 30 days below half the cohort's (with enough DMs to judge). Each in their own zone and goals.
 */
export async function cohortAttention(db: Db, now = new Date()): Promise<CohortAttention> {
  const rows = await queryRows<AttentionRow>(
    db,
    sql`select w.user_id, w.name, w.dms, w.new_dms, w.replied, w.last_dm,
               (coalesce(w.last_dm < ((w.today - 2)::timestamp at time zone w.time_zone), false)
                 and ${hadTheChance(now)}) as stale,
               w.reached_yesterday, w.reached_day_before
        from (select w.*, ${lastDm} as last_dm
              from (${withCounts(windows(now, '30'), { period: true, reached: true, many: true })}) w
             ) w
        order by lower(w.name), w.user_id`,
  );
  // The rates: of the prospects first messaged in the 30 days (prospectRate).
  const cohortReplyRate = prospectRate(
    rows.reduce((sum, row) => sum + row.replied, 0),
    rows.reduce((sum, row) => sum + row.new_dms, 0),
  );
  const members: AttentionMember[] = [];
  for (const row of rows) {
    const replyRate = prospectRate(row.replied, row.new_dms);
    const reasons: AttentionReason[] = [];
    if (row.stale) reasons.push('no_recent_dm');
    if (row.reached_day_before && !row.reached_yesterday) reasons.push('streak_broken');
    if (
      cohortReplyRate !== null &&
      replyRate !== null &&
      row.dms >= LOW_REPLY_MIN_DMS &&
      replyRate < cohortReplyRate * LOW_REPLY_SHARE
    ) {
      reasons.push('low_reply_rate');
    }
    if (reasons.length > 0) {
      members.push({
        userId: row.user_id,
        name: row.name,
        reasons,
        lastDmAt: row.last_dm === null ? null : new Date(row.last_dm).toISOString(),
        replyRate,
      });
    }
  }
  return { cohortReplyRate, members };
}

/**
 * The coach's weekly summary (for the weekly email): the cohort's totals for the last 7 local
 * days and the 7 before, and the members who need attention with their reasons.
 */
export async function cohortWeeklySummary(db: Db, now = new Date()): Promise<CohortWeeklySummary> {
  const [current, previous, attention] = await Promise.all([
    cohortTotals(db, '7', 0, now),
    cohortTotals(db, '7', 1, now),
    cohortAttention(db, now),
  ]);
  return { current, previous, attention: attention.members };
}
