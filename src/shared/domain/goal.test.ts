import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dailyGoal, DMS_PER_SETTER, SOLO_GOAL } from './goal';

describe('dailyGoal', () => {
  it('is 28 solo, whatever the setters count', () => {
    expect(dailyGoal(true, 0)).toBe(28);
    expect(dailyGoal(true, 5)).toBe(28);
  });
  it('is 28 + 100 per setter in team mode', () => {
    expect(dailyGoal(false, 0)).toBe(28);
    expect(dailyGoal(false, 2)).toBe(228);
    expect(dailyGoal(false, 5)).toBe(528);
  });
  it('clamps the setters count to 0–5 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (setters) => {
        const goal = dailyGoal(false, setters);
        expect(goal).toBeGreaterThanOrEqual(SOLO_GOAL);
        expect(goal).toBeLessThanOrEqual(SOLO_GOAL + 5 * DMS_PER_SETTER);
        expect((goal - SOLO_GOAL) % DMS_PER_SETTER).toBe(0);
      }),
    );
  });
});
