/**
 * Streaks (docs/decisions/0116-progress-features.md): consecutive local days on which the member
 * reached that day's goal.
 */
import { addDays } from './day';
import { SOLO_GOAL } from './goal';

/** A goal_history row: the goal in force from a local day on. */
export type GoalChange = { effectiveOn: string; goal: number };

/** DMs sent per local day ('YYYY-MM-DD' → count); days without activity are simply absent. */
export type DayTotals = ReadonlyMap<string, number>;

export type GoalLookup = (day: string) => number;

/**
 * The goal that applied on a day: the latest change on or before it. Every change of mode or
 * setters is recorded, so a day before the first recorded change still had the profile's
 * defaults (solo: 28). A member with no recorded change has had their current goal all along.
 */
export function goalLookup(changes: readonly GoalChange[], currentGoal: number): GoalLookup {
  const sorted = [...changes].sort((a, b) => (a.effectiveOn < b.effectiveOn ? -1 : 1));
  if (sorted.length === 0) return () => currentGoal;
  return (day) => {
    let low = 0;
    let high = sorted.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (sorted[middle].effectiveOn <= day) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found === -1 ? SOLO_GOAL : sorted[found].goal;
  };
}

export type DayResult = { day: string; dms: number; goal: number; reached: boolean };

export function dayResult(day: string, totals: DayTotals, goalOn: GoalLookup): DayResult {
  const dms = totals.get(day) ?? 0;
  const goal = goalOn(day);
  return { day, dms, goal, reached: dms >= goal };
}

/**
 * 'reached': today's goal is met and today counts. 'at_risk': today's goal is not met yet but
 * yesterday's was, so the streak lives until today ends. 'none': no streak to keep.
 */
export type StreakStatus = 'reached' | 'at_risk' | 'none';

export type StreakSummary = {
  current: number;
  best: number;
  status: StreakStatus;
  today: DayResult;
  /** DMs still needed today to reach the goal (0 once reached). */
  remainingToday: number;
};

/** Length of the run of reached days that ends on `last` (0 if `last` was not reached). */
export function runEndingOn(last: string, totals: DayTotals, goalOn: GoalLookup): number {
  let length = 0;
  let day = last;
  while (dayResult(day, totals, goalOn).reached) {
    length += 1;
    day = addDays(day, -1);
  }
  return length;
}

/** Days on which the goal was reached, in order, ignoring anything after `today`. */
export function reachedDays(totals: DayTotals, goalOn: GoalLookup, today: string): string[] {
  return [...totals.keys()]
    .filter((day) => day <= today && dayResult(day, totals, goalOn).reached)
    .sort();
}

/** The longest run of consecutive days in a sorted list of days. */
export function longestRun(sortedDays: readonly string[]): number {
  let best = 0;
  let run = 0;
  let previous = '';
  for (const day of sortedDays) {
    run = previous && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

/**
 * Today counts once reached; until then the streak is the run ending yesterday, which is
 * not broken before today has fully passed. `totals` must cover every day of the history to
 * judge the best streak (days with no DMs may be absent).
 */
export function summarizeStreak(
  today: string,
  totals: DayTotals,
  goalOn: GoalLookup,
): StreakSummary {
  const todayResult = dayResult(today, totals, goalOn);
  const current = todayResult.reached
    ? runEndingOn(today, totals, goalOn)
    : runEndingOn(addDays(today, -1), totals, goalOn);
  const best = Math.max(current, longestRun(reachedDays(totals, goalOn, today)));
  const status: StreakStatus = todayResult.reached ? 'reached' : current > 0 ? 'at_risk' : 'none';
  return {
    current,
    best,
    status,
    today: todayResult,
    remainingToday: Math.max(0, todayResult.goal - todayResult.dms),
  };
}

/** The last `count` days up to today, oldest first, each judged by its own goal. */
export function recentDays(
  today: string,
  count: number,
  totals: DayTotals,
  goalOn: GoalLookup,
): DayResult[] {
  return Array.from({ length: count }, (_, index) =>
    dayResult(addDays(today, index - count + 1), totals, goalOn),
  );
}
