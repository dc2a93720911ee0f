import { describe, expect, it } from 'vitest';
import { teamGoalText } from './team-goal-text';

describe('teamGoalText (why the goal jumps in team mode)', () => {
  const rule = { soloGoal: 28, goalPerSetter: 100 };
  it('spells out the team goal where Team and the setters are chosen', () => {
    expect(teamGoalText(false, 2, rule)).toBe('Team goal 228: your 28 + 100 per setter × 2.');
    expect(teamGoalText(false, 0, rule)).toBe('Team goal 28: your 28 + 100 per setter × 0.');
    expect(teamGoalText(true, 2, rule)).toBe('Solo goal 28. Team mode adds 100 per setter.');
  });
});
