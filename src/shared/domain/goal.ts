export const SOLO_GOAL = 28;
export const DMS_PER_SETTER = 100;
export const MAX_SETTERS = 5;

/** Bounds of the community's rule (each part) and of a member's own goal. */
export const GOAL_RULE_MIN = 1;
export const GOAL_RULE_MAX = 1000;
export const PERSONAL_GOAL_MAX = 10_000;

/** The community's rule, set by the coach: the solo goal and what each setter adds. */
export type GoalRule = { soloGoal: number; goalPerSetter: number };

/** The default rule (docs/decisions/0108-daily-goal-and-celebration.md), until the coach sets one. */
export const DEFAULT_GOAL_RULE: GoalRule = { soloGoal: SOLO_GOAL, goalPerSetter: DMS_PER_SETTER };

/** The community's goal for a mode: solo `soloGoal`; team `soloGoal` + `goalPerSetter` per setter (0–5). */
export function dailyGoal(
  soloMode: boolean,
  settersCount: number,
  rule: GoalRule = DEFAULT_GOAL_RULE,
): number {
  if (soloMode) return rule.soloGoal;
  const setters = Math.min(MAX_SETTERS, Math.max(0, Math.trunc(settersCount)));
  return rule.soloGoal + rule.goalPerSetter * setters;
}

export type GoalSubject = { soloMode: boolean; settersCount: number; personalGoal: number | null };

/** A member's goal today: the community's for their mode, or their own if they raised it. */
export function memberGoal(rule: GoalRule, member: GoalSubject): number {
  return Math.max(dailyGoal(member.soloMode, member.settersCount, rule), member.personalGoal ?? 0);
}
