import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GOAL_RULE, GOAL_RULE_MAX, PERSONAL_GOAL_MAX } from '@/shared/domain/goal';
import { cacheGoal, GOAL_KEY, readCachedGoal } from './preferences-cache';

const fallback = { goalRule: DEFAULT_GOAL_RULE, personalGoal: null };

describe('the cached goal', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads back what was cached', () => {
    const goal = { goalRule: { soloGoal: 40, goalPerSetter: 60 }, personalGoal: 55 };
    cacheGoal(goal);
    expect(readCachedGoal()).toEqual(goal);
    cacheGoal({ ...goal, personalGoal: null });
    expect(readCachedGoal()).toEqual({ ...goal, personalGoal: null });
  });

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{'],
    ['not an object', '12'],
    ['no rule', JSON.stringify({ personalGoal: 3 })],
    [
      'a rule part out of bounds',
      JSON.stringify({ goalRule: { soloGoal: 0, goalPerSetter: 5 }, personalGoal: null }),
    ],
    [
      'a rule part too big',
      JSON.stringify({
        goalRule: { soloGoal: 5, goalPerSetter: GOAL_RULE_MAX + 1 },
        personalGoal: null,
      }),
    ],
    [
      'a fraction',
      JSON.stringify({ goalRule: { soloGoal: 5.5, goalPerSetter: 5 }, personalGoal: null }),
    ],
    [
      'a text',
      JSON.stringify({ goalRule: { soloGoal: '5', goalPerSetter: 5 }, personalGoal: null }),
    ],
    ['no personal goal', JSON.stringify({ goalRule: { soloGoal: 5, goalPerSetter: 5 } })],
    [
      'a personal goal too big',
      JSON.stringify({
        goalRule: { soloGoal: 5, goalPerSetter: 5 },
        personalGoal: PERSONAL_GOAL_MAX + 1,
      }),
    ],
  ])('falls back to the defaults on %s', (_, value) => {
    if (value !== undefined) stored.set(GOAL_KEY, value);
    expect(readCachedGoal()).toEqual(fallback);
  });
});
