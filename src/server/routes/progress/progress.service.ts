import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dayOfBucket, perLocalDay } from '../../db/local-day-sql';
import { queryRows } from '../../db/query-rows';
import { countsTowardGoal } from '../../db/counted-dms';
import { goalsOf, type GoalProfile } from '../../goals/goals.service';
import { readFollowUpRule } from '../../goals/follow-up-rule';
import { addDays, localDay } from '../../../shared/domain/day';
import { recentDays, summarizeStreak, type GoalLookup } from '../../../shared/domain/streaks';
import type { StreakResponse } from '../../../shared/schemas/progress';
import type { UserId } from '../../../shared/schemas/ids';

export type { GoalProfile };

const RECENT_DAYS = 14;

/**
 * DMs sent per local day in [from, to) that count toward the goal (countsTowardGoal: new DMs, or
 * every DM where the community counts follow-ups), as dm_daily.at_goal counts them: one index
 * range per day on (user_id, sent_at).
 */
export function dayTotalsQuery(userId: UserId, timeZone: string, from: string, to: string): SQL {
  return perLocalDay({
    userId,
    column: 'sent_at',
    from,
    to,
    timeZone,
    select: sql`count(*)::int as dms`,
    where: countsTowardGoal(),
  });
}

/**
 * DMs toward the goal per local day in [from, to), counted in SQL: what streaks, days at goal and
 * day-based badges read. Days without any are absent.
 */
export async function dayTotals(
  db: Db,
  userId: UserId,
  timeZone: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ bucket: number; dms: number }>(
    db,
    dayTotalsQuery(userId, timeZone, from, to),
  );
  return new Map(
    rows.filter((row) => row.dms > 0).map((row) => [dayOfBucket(from, row.bucket), row.dms]),
  );
}

/** The local day of the member's first DM: the first entry of (user_id, sent_at). */
export function firstDmQuery(userId: UserId, timeZone: string): SQL {
  return sql`select ((min(sent_at) at time zone ${timeZone})::date)::text as first
             from dm_tracking where user_id = ${userId}`;
}

/** The local day of the member's first DM, or null without any. */
export async function firstDmDay(db: Db, userId: UserId, timeZone: string) {
  const [row] = await queryRows<{ first: string | null }>(db, firstDmQuery(userId, timeZone));
  return row?.first ?? null;
}

/**
 * Per-day totals from `from` (or the first DM, for the whole history) to today, plus the goals.
 * The whole history is one aggregate over the member's DMs.
 */
export async function loadHistory(
  db: Db,
  profile: GoalProfile,
  now: Date,
  from: 'all' | string,
): Promise<{ today: string; totals: Map<string, number>; goalOn: GoalLookup }> {
  const today = localDay(now, profile.timeZone);
  const [start, goalOn] = await Promise.all([
    from === 'all' ? firstDmDay(db, profile.userId, profile.timeZone) : Promise.resolve(from),
    goalsOf(db, profile),
  ]);
  const totals =
    start === null || start > today
      ? new Map<string, number>()
      : await dayTotals(db, profile.userId, profile.timeZone, start, addDays(today, 1));
  return { today, totals, goalOn };
}

/**
 * Current and best streak (docs/decisions/0116-progress-features.md) with today's state and the
 * last 14 days.
 */
export async function getStreak(
  db: Db,
  profile: GoalProfile,
  now = new Date(),
): Promise<StreakResponse> {
  const [{ today, totals, goalOn }, { followUpsCount }] = await Promise.all([
    loadHistory(db, profile, now, 'all'),
    readFollowUpRule(db),
  ]);
  return {
    followUpsCount,
    ...summarizeStreak(today, totals, goalOn),
    recent: recentDays(today, RECENT_DAYS, totals, goalOn),
    timeZone: profile.timeZone,
  };
}
