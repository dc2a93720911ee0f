import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dailyGoal, DMS_PER_SETTER, memberGoal, SOLO_GOAL } from './goal';
import { GOAL_HISTORY_START, goalRowsFrom } from './goal-history';
import { goalLookup } from './streaks';

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

describe('memberGoal', () => {
  const rule = { soloGoal: 30, goalPerSetter: 50 };
  it('follows the community’s rule for the mode and setters', () => {
    expect(dailyGoal(false, 2, rule)).toBe(130);
    expect(memberGoal(rule, { soloMode: true, settersCount: 3, personalGoal: null })).toBe(30);
  });
  it('is never below the community’s goal, and the member’s own when higher (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 5 }),
        fc.option(fc.integer({ min: 1, max: 10_000 })),
        (soloMode, settersCount, personalGoal) => {
          const goal = memberGoal(rule, { soloMode, settersCount, personalGoal });
          expect(goal).toBeGreaterThanOrEqual(dailyGoal(soloMode, settersCount, rule));
          expect(goal).toBeGreaterThanOrEqual(personalGoal ?? 0);
        },
      ),
    );
  });
});

describe('goalRowsFrom', () => {
  const before = goalLookup([], 28);
  it('writes a baseline that keeps the past days’ goal for a member with no history', () => {
    const rows = goalRowsFrom([], before, '2025-03-10', 40);
    expect(rows).toEqual([
      { effectiveOn: GOAL_HISTORY_START, goal: 28 },
      { effectiveOn: '2025-03-10', goal: 40 },
    ]);
    const after = goalLookup(rows, 40);
    expect(after('2025-03-09')).toBe(28);
    expect(after('2025-03-10')).toBe(40);
  });
  it('only adds today’s row when an earlier day is recorded', () => {
    const changes = [{ effectiveOn: '2025-03-01', goal: 128 }];
    expect(goalRowsFrom(changes, goalLookup(changes, 128), '2025-03-10', 30)).toEqual([
      { effectiveOn: '2025-03-10', goal: 30 },
    ]);
  });
});
