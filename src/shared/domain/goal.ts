export const SOLO_GOAL = 28;
export const DMS_PER_SETTER = 100;
export const MAX_SETTERS = 5;

/**
 * Solo 28; team 28 + 100 per setter (0–5). See docs/decisions/0108-daily-goal-and-celebration.md.
 */
export function dailyGoal(soloMode: boolean, settersCount: number): number {
  if (soloMode) return SOLO_GOAL;
  const setters = Math.min(MAX_SETTERS, Math.max(0, Math.trunc(settersCount)));
  return SOLO_GOAL + DMS_PER_SETTER * setters;
}
