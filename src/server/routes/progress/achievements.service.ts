import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Member } from '../../profiles/profiles.service';
import { queryRows } from '../../db/query-rows';
import { achievements, profiles } from '../../db/schema';
import { addDays, localDay } from '../../../shared/domain/day';
import {
  ACHIEVEMENTS,
  achievementRule,
  dayFacts,
  newlyEarned,
  progressOf,
  type AchievementFacts,
  type AchievementRule,
} from '../../../shared/domain/achievements';
import type { AchievementsResponse, AnnounceResponse } from '../../../shared/schemas/progress';
import { loadHistory, type GoalProfile } from './progress.service';
import type { UserId } from '../../../shared/schemas/ids';

/**
 * 'recent' looks back only as far as the locked badges need — a 30-day streak ending today
 * needs 31 days, this week's perfect week 7, today's goal 1 — which covers everything today's
 * activity can complete. 'all' also finds badges completed by older history (imported DMs).
 */
export type AwardOptions = { now?: Date; history?: 'recent' | 'all' };

const countUnits = new Set(['dms', 'replies', 'meetings']);
const isDayRule = (rule: AchievementRule) => !countUnits.has(rule.unit);
/** Local days a day-based rule must see: a streak may end yesterday, so N + 1. */
const lookbackDays = (rule: AchievementRule) => (rule.unit === 'days' ? rule.target + 1 : 1);

async function earnedCodes(db: Db, userId: UserId) {
  const rows = await db
    .select({ code: achievements.code, earnedAt: achievements.earnedAt })
    .from(achievements)
    .where(eq(achievements.userId, userId));
  return new Map(rows.map((row) => [row.code, row.earnedAt]));
}

export type CountCaps = { dms: number; replies: number; meetings: number };

/** Lifetime counts, each stopping at its cap: bounded scans of the three (user_id, …) indexes. */
export function lifetimeCountsQuery(userId: UserId, caps: CountCaps): SQL {
  const bounded = (where: SQL, limit: number) =>
    limit === 0
      ? sql`0`
      : sql`(select count(*)::int from (select 1 from dm_tracking where user_id = ${userId} ${where} limit ${limit}) counted)`;
  return sql`select ${bounded(sql``, caps.dms)} as dms,
                    ${bounded(sql`and response_at is not null`, caps.replies)} as replies,
                    ${bounded(sql`and meeting_at is not null`, caps.meetings)} as meetings`;
}

/**
 * Lifetime counts, each only up to the largest target still to earn of its kind, so a member
 * with 100,000 DMs costs no more than one with 10,000.
 */
async function lifetimeCounts(db: Db, userId: UserId, locked: AchievementRule[]) {
  const cap = (unit: string) =>
    Math.max(0, ...locked.filter((rule) => rule.unit === unit).map((rule) => rule.target));
  const [row] = await queryRows<CountCaps>(
    db,
    lifetimeCountsQuery(userId, {
      dms: cap('dms'),
      replies: cap('replies'),
      meetings: cap('meetings'),
    }),
  );
  return row;
}

async function goalProfile(db: Db, userId: UserId, timeZone: string): Promise<GoalProfile> {
  const [row] = await db
    .select({
      soloMode: profiles.soloMode,
      settersCount: profiles.settersCount,
      personalGoal: profiles.personalGoal,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return {
    userId,
    timeZone,
    soloMode: row?.soloMode ?? true,
    settersCount: row?.settersCount ?? 0,
    personalGoal: row?.personalGoal ?? null,
  };
}

const noDayFacts = {
  goalDays: 0,
  bestStreak: 0,
  currentStreak: 0,
  bestDayPercent: 0,
  perfectWeek: false,
  weekDaysAtGoal: 0,
  todayDms: 0,
  todayGoal: 1,
};

async function gatherFacts(
  db: Db,
  userId: UserId,
  timeZone: string,
  locked: AchievementRule[],
  {
    now = new Date(),
    history = 'recent',
    needDays = locked.some(isDayRule),
  }: AwardOptions & {
    needDays?: boolean;
  },
): Promise<AchievementFacts> {
  const counts = await lifetimeCounts(db, userId, locked);
  if (!needDays) return { ...counts, ...noDayFacts };
  const profile = await goalProfile(db, userId, timeZone);
  const lookback = Math.max(1, ...locked.filter(isDayRule).map(lookbackDays));
  const from = history === 'all' ? 'all' : addDays(localDay(now, timeZone), 1 - lookback);
  const { today, totals, goalOn } = await loadHistory(db, profile, now, from);
  return { ...counts, ...dayFacts(today, totals, goalOn) };
}

/** Inserts the badges whose condition holds; returns those this call inserted. */
async function award(
  db: Db,
  userId: UserId,
  earned: ReadonlyMap<string, Date>,
  facts: AchievementFacts,
): Promise<string[]> {
  const codes = newlyEarned(facts, new Set(earned.keys()));
  if (codes.length === 0) return [];
  const inserted = await db
    .insert(achievements)
    .values(codes.map((code) => ({ userId, code })))
    .onConflictDoNothing()
    .returning({ code: achievements.code });
  const won = new Set(inserted.map((row) => row.code));
  return codes.filter((code) => won.has(code));
}

/**
 * Awards every badge whose condition now holds and returns the codes this call newly earned.
 * Idempotent and safe under concurrency: the (user_id, code) key with ON CONFLICT DO NOTHING
 * lets exactly one of many simultaneous calls insert — and report — each badge.
 * Cheap when little is left to earn: earned badges are not checked again, lifetime counts stop
 * at the largest target left, and day-based rules read only the days they need unless
 * history: 'all'.
 */
export async function awardAchievements(
  db: Db,
  { userId, timeZone }: Member<'timeZone'>,
  options: AwardOptions = {},
): Promise<string[]> {
  const earned = await earnedCodes(db, userId);
  const locked = ACHIEVEMENTS.filter((rule) => !earned.has(rule.code));
  if (locked.length === 0) return [];
  return award(db, userId, earned, await gatherFacts(db, userId, timeZone, locked, options));
}

/** Every badge, earned (with its date) or locked (with progress over all history). Read-only. */
export async function listAchievements(
  db: Db,
  { userId, timeZone }: Member<'timeZone'>,
  now = new Date(),
): Promise<AchievementsResponse> {
  const earned = await earnedCodes(db, userId);
  const locked = ACHIEVEMENTS.filter((rule) => !earned.has(rule.code));
  const facts = await gatherFacts(db, userId, timeZone, locked, { now, history: 'all' });
  return {
    achievements: ACHIEVEMENTS.map((rule) => {
      const earnedAt = earned.get(rule.code) ?? null;
      return {
        code: rule.code,
        title: rule.title,
        description: rule.description,
        category: rule.category,
        unit: rule.unit,
        target: rule.target,
        progress: earnedAt ? rule.target : progressOf(rule, facts),
        earnedAt: earnedAt?.toISOString() ?? null,
      };
    }),
    earnedCount: earned.size,
  };
}

/**
 * Awards what is due, then hands out each earned badge not yet announced — once: the
 * conditional UPDATE lets only one of several tabs or devices claim a badge for its toast.
 */
export async function announceAchievements(
  db: Db,
  { userId, timeZone }: Member<'timeZone'>,
  now = new Date(),
): Promise<AnnounceResponse> {
  await awardAchievements(db, { userId, timeZone }, { now });
  const rows = await db
    .update(achievements)
    .set({ announcedAt: now })
    .where(and(eq(achievements.userId, userId), isNull(achievements.announcedAt)))
    .returning({ code: achievements.code, earnedAt: achievements.earnedAt });
  const order = new Map(ACHIEVEMENTS.map((rule, index) => [rule.code, index]));
  return {
    announced: rows
      .filter((row) => achievementRule(row.code))
      .sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0))
      .map((row) => {
        const rule = achievementRule(row.code)!;
        return {
          code: row.code,
          title: rule.title,
          description: rule.description,
          earnedAt: row.earnedAt.toISOString(),
        };
      }),
  };
}
