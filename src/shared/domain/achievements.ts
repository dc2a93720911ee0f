/**
 * Achievements (docs/decisions/0116-progress-features.md): badges earned once and kept, decided
 * by the server from the DM rows.
 */
import { addDays } from './day';
import { weekStart } from './periods';
import {
  dayResult,
  reachedDays,
  summarizeStreak,
  type DayTotals,
  type GoalLookup,
} from './streaks';

/** What the rules look at. Counts may be capped at the largest target still to earn. */
export type AchievementFacts = {
  dms: number;
  replies: number;
  meetings: number;
  /** Days on which the goal was reached. */
  goalDays: number;
  bestStreak: number;
  currentStreak: number;
  /** The best single day's DMs as a percentage of that day's goal. */
  bestDayPercent: number;
  /** A calendar week (Monday–Sunday) with the goal reached on all seven days. */
  perfectWeek: boolean;
  /** Days at goal so far in the current calendar week. */
  weekDaysAtGoal: number;
  todayDms: number;
  todayGoal: number;
};

export type AchievementCategory = 'volume' | 'results' | 'consistency';

/** How a badge's progress reads: '40 / 100 DMs', '3 / 7 days', '80 % of today's goal'. */
export type ProgressUnit = 'dms' | 'replies' | 'meetings' | 'days' | 'percent';

export type AchievementRule = {
  code: string;
  title: string;
  description: string;
  category: AchievementCategory;
  target: number;
  unit: ProgressUnit;
  /** Earned once this holds. */
  earned: (facts: AchievementFacts) => boolean;
  /** How far along a locked badge is, 0…target (what a member can still act on). */
  progress: (facts: AchievementFacts) => number;
};

const todayPercent = (facts: AchievementFacts) =>
  Math.floor((facts.todayDms * 100) / Math.max(1, facts.todayGoal));

const count = (
  code: string,
  title: string,
  description: string,
  category: AchievementCategory,
  metric: 'dms' | 'replies' | 'meetings',
  target: number,
): AchievementRule => ({
  code,
  title,
  description,
  category,
  target,
  unit: metric,
  earned: (facts) => facts[metric] >= target,
  progress: (facts) => facts[metric],
});

/** A day at `percent` % of that day's goal; progress is today's share of the goal. */
const ofTodaysGoal = (
  code: string,
  title: string,
  description: string,
  percent: number,
): AchievementRule => ({
  code,
  title,
  description,
  category: percent > 100 ? 'volume' : 'consistency',
  target: percent,
  unit: 'percent',
  earned: (facts) => facts.bestDayPercent >= percent,
  progress: todayPercent,
});

const streak = (code: string, title: string, days: number): AchievementRule => ({
  code,
  title,
  description: `Reach your daily goal ${days} days in a row.`,
  category: 'consistency',
  target: days,
  unit: 'days',
  earned: (facts) => facts.bestStreak >= days,
  progress: (facts) => facts.currentStreak,
});

/** The catalogue, in the order the achievements view shows it. */
export const ACHIEVEMENTS: readonly AchievementRule[] = [
  count('first_dm', 'First DM', 'Send your first DM.', 'volume', 'dms', 1),
  count('first_reply', 'First Reply', 'Get your first reply.', 'results', 'replies', 1),
  count('first_meeting', 'First Meeting', 'Book your first meeting.', 'results', 'meetings', 1),
  ofTodaysGoal('goal_smashed', 'Goal Smashed', 'Reach your daily DM goal for the first time.', 100),
  ofTodaysGoal('double_goal', 'Double Down', 'Send twice your daily goal in a single day.', 200),
  streak('streak_3', 'On a Roll', 3),
  streak('streak_7', 'Week Warrior', 7),
  streak('streak_30', 'Unstoppable', 30),
  {
    code: 'perfect_week',
    title: 'Perfect Week',
    description: 'Reach your goal every day of a calendar week, Monday to Sunday.',
    category: 'consistency',
    target: 7,
    unit: 'days',
    earned: (facts) => facts.perfectWeek,
    progress: (facts) => facts.weekDaysAtGoal,
  },
  count('dms_100', 'Century', 'Send 100 DMs.', 'volume', 'dms', 100),
  count('dms_1000', 'Thousand Club', 'Send 1,000 DMs.', 'volume', 'dms', 1_000),
  count('dms_10000', 'Outreach Legend', 'Send 10,000 DMs.', 'volume', 'dms', 10_000),
  count('replies_100', 'Conversation Starter', 'Get 100 replies.', 'results', 'replies', 100),
  count('meetings_10', 'Calendar Filler', 'Book 10 meetings.', 'results', 'meetings', 10),
];

const byCode = new Map(ACHIEVEMENTS.map((rule) => [rule.code, rule]));

export function achievementRule(code: string): AchievementRule | undefined {
  return byCode.get(code);
}

const largestTarget = (unit: ProgressUnit) =>
  Math.max(0, ...ACHIEVEMENTS.filter((rule) => rule.unit === unit).map((rule) => rule.target));

/** Lifetime counts are only needed up to the largest target of their kind. */
export const COUNT_CAPS = {
  dms: largestTarget('dms'),
  replies: largestTarget('replies'),
  meetings: largestTarget('meetings'),
} as const;

/** The day-based facts, from per-day DM totals (every day of the history that matters). */
export function dayFacts(
  today: string,
  totals: DayTotals,
  goalOn: GoalLookup,
): Omit<AchievementFacts, 'dms' | 'replies' | 'meetings'> {
  const reached = reachedDays(totals, goalOn, today);
  const streak = summarizeStreak(today, totals, goalOn);
  let bestDayPercent = 0;
  for (const [day, dms] of totals) {
    if (day > today) continue;
    bestDayPercent = Math.max(bestDayPercent, Math.floor((dms * 100) / goalOn(day)));
  }
  const perWeek = new Map<string, number>();
  for (const day of reached) perWeek.set(weekStart(day), (perWeek.get(weekStart(day)) ?? 0) + 1);
  const thisWeek = weekStart(today);
  let weekDaysAtGoal = 0;
  for (let day = thisWeek; day <= today; day = addDays(day, 1)) {
    if (dayResult(day, totals, goalOn).reached) weekDaysAtGoal += 1;
  }
  return {
    goalDays: reached.length,
    bestStreak: streak.best,
    currentStreak: streak.current,
    bestDayPercent,
    perfectWeek: [...perWeek.values()].some((days) => days === 7),
    weekDaysAtGoal,
    todayDms: streak.today.dms,
    todayGoal: streak.today.goal,
  };
}

/** Codes whose condition holds and that are not earned yet. */
export function newlyEarned(facts: AchievementFacts, earned: ReadonlySet<string>): string[] {
  return ACHIEVEMENTS.filter((rule) => !earned.has(rule.code) && rule.earned(facts)).map(
    (rule) => rule.code,
  );
}

/** Progress of a badge, clamped to 0…target. */
export function progressOf(rule: AchievementRule, facts: AchievementFacts): number {
  return Math.max(0, Math.min(rule.target, rule.progress(facts)));
}
