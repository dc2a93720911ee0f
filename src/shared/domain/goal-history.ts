import { addDays } from './day';
import type { GoalChange, GoalLookup } from './streaks';

/** A baseline row's day: earlier than any DM, so the lookup never falls back for a past day. */
export const GOAL_HISTORY_START = '1970-01-01';

/**
 * The goal_history rows that put `goal` in force from `today` on while every earlier day keeps
 * the goal `before` gave it. A member with no row before today gets a baseline row carrying
 * what the lookup answered for those days (their current goal then, or the solo default).
 */
export function goalRowsFrom(
  changes: readonly GoalChange[],
  before: GoalLookup,
  today: string,
  goal: number,
): GoalChange[] {
  const rows: GoalChange[] = [];
  if (!changes.some((change) => change.effectiveOn < today)) {
    rows.push({ effectiveOn: GOAL_HISTORY_START, goal: before(addDays(today, -1)) });
  }
  rows.push({ effectiveOn: today, goal });
  return rows;
}
