import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { countsTowardGoal } from '../db/counted-dms';
import { loadHistory } from '../routes/progress/progress.service';
import { followUps } from '../routes/prospects/prospects.service';
import { addDays, localDayBounds } from '../../shared/domain/day';
import { summarizeStreak } from '../../shared/domain/streaks';
import type { Member } from './member';
import type { UserId } from '../../shared/schemas/ids';

/** How many follow-up prospects the digest names; the link leads to the rest. */
export const DIGEST_FOLLOW_UPS_SHOWN = 5;

export type DigestFacts = {
  /** Whether follow-ups count toward the goal: `dms` are new DMs only unless true. */
  followUpsCount: boolean;
  yesterday: { day: string; dms: number; replies: number; meetings: number; goal: number };
  streak: number;
  today: { day: string; goal: number };
  followUps: {
    dueToday: number;
    overdue: number;
    first: { prospectName: string; companyName: string; overdue: boolean }[];
  };
};

/**
 * DMs toward the goal (countsTowardGoal, as the streak counts them, so '{n}/{goal} DMs (goal
 * reached)' agrees with it), replies and meetings on one local day: one index range each.
 */
async function dayCounts(db: Db, userId: UserId, day: string, timeZone: string) {
  const [start, end] = localDayBounds(day, timeZone);
  const within = (column: string, where = sql``) =>
    sql`(select count(*)::int from dm_tracking where user_id = ${userId} ${where}
         and ${sql.raw(column)} >= ${start.toISOString()}::timestamptz
         and ${sql.raw(column)} < ${end.toISOString()}::timestamptz)`;
  const [row] = await queryRows<{
    dms: number;
    replies: number;
    meetings: number;
    followUpsCount: boolean;
  }>(
    db,
    sql`select ${within('sent_at', sql`and ${countsTowardGoal()}`)} as dms,
               ${within('response_at')} as replies,
               ${within('meeting_at')} as meetings,
               coalesce((select follow_ups_count from community_settings where id = 1), false)
                 as "followUpsCount"`,
  );
  return {
    counts: {
      dms: Number(row.dms),
      replies: Number(row.replies),
      meetings: Number(row.meetings),
    },
    followUpsCount: Boolean(row.followUpsCount),
  };
}

/** The morning digest's figures for `member` at `now`, on the member's local days. */
export async function digestFacts(db: Db, member: Member, now: Date): Promise<DigestFacts> {
  const viewer = { userId: member.userId, timeZone: member.timeZone };
  const [{ today, totals, goalOn }, dueToday, overdue] = await Promise.all([
    loadHistory(db, member, now, 'all'),
    followUps(db, viewer, { group: 'today', limit: DIGEST_FOLLOW_UPS_SHOWN }, now),
    followUps(db, viewer, { group: 'overdue', limit: DIGEST_FOLLOW_UPS_SHOWN }, now),
  ]);
  const yesterday = addDays(today, -1);
  const { counts, followUpsCount } = await dayCounts(db, member.userId, yesterday, member.timeZone);
  const first = [
    ...overdue.items.map((prospect) => ({ ...prospect, overdue: true })),
    ...dueToday.items.map((prospect) => ({ ...prospect, overdue: false })),
  ]
    .slice(0, DIGEST_FOLLOW_UPS_SHOWN)
    .map(({ name, companyName, overdue: late }) => ({
      prospectName: name,
      companyName,
      overdue: late,
    }));
  return {
    followUpsCount,
    yesterday: { day: yesterday, ...counts, goal: goalOn(yesterday) },
    streak: summarizeStreak(today, totals, goalOn).current,
    today: { day: today, goal: goalOn(today) },
    followUps: { dueToday: dueToday.counts.today, overdue: dueToday.counts.overdue, first },
  };
}
