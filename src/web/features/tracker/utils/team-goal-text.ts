import { dailyGoal, MAX_SETTERS, type GoalRule } from '@/shared/domain/goal';

/**
 * Where Solo/Team and the setters are chosen, why the goal moves: 'Team goal 228: your 28 + 100
 * per setter × 2'. Solo: what Team would add.
 */
export function teamGoalText(soloMode: boolean, settersCount: number, rule: GoalRule): string {
  const perSetter = `${rule.goalPerSetter} per setter`;
  if (soloMode) return `Solo goal ${rule.soloGoal}. Team mode adds ${perSetter}.`;
  const setters = Math.min(MAX_SETTERS, Math.max(0, Math.trunc(settersCount)));
  return `Team goal ${dailyGoal(false, setters, rule)}: your ${rule.soloGoal} + ${perSetter} × ${setters}.`;
}
