import { z } from 'zod';
import { DEFAULT_GOAL_RULE, MAX_SETTERS, type GoalRule } from '@/shared/domain/goal';
import { goalRuleInput, personalGoalInput } from '@/shared/schemas/goal';

/**
 * Three browser-storage keys (docs/product.md, Constants). The server holds the preferences
 * (docs/decisions/0107-preferences-on-server.md) and the goal; this copy only paints the card at
 * once on the next visit, before /api/tracker/today answers.
 */
export const SOLO_MODE_KEY = 'dm-sprint.solo-mode';
export const SETTERS_COUNT_KEY = 'dm-sprint.setters-count';
export const GOAL_KEY = 'dm-sprint.goal';

export type Preferences = { soloMode: boolean; settersCount: number };

export const DEFAULT_PREFERENCES: Preferences = { soloMode: true, settersCount: 0 };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the server's answer is all there is
  }
}

export function readCachedPreferences(): Preferences {
  const store = storage();
  const solo = store?.getItem(SOLO_MODE_KEY);
  const count = Number(store?.getItem(SETTERS_COUNT_KEY));
  return {
    soloMode: solo === 'false' ? false : DEFAULT_PREFERENCES.soloMode,
    settersCount:
      Number.isInteger(count) && count >= 0 && count <= MAX_SETTERS
        ? count
        : DEFAULT_PREFERENCES.settersCount,
  };
}

export function cachePreferences({ soloMode, settersCount }: Preferences): void {
  const store = storage();
  try {
    store?.setItem(SOLO_MODE_KEY, String(soloMode));
    store?.setItem(SETTERS_COUNT_KEY, String(settersCount));
  } catch {
    // quota or privacy mode: nothing to do
  }
}

/** The community's rule and the member's own goal, as today's answer last gave them. */
export type CachedGoal = { goalRule: GoalRule; personalGoal: number | null };

const cachedGoal = z.object({ goalRule: goalRuleInput, ...personalGoalInput.shape });

export function readCachedGoal(): CachedGoal {
  try {
    const parsed = cachedGoal.safeParse(JSON.parse(storage()?.getItem(GOAL_KEY) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall back to the defaults
  }
  return { goalRule: DEFAULT_GOAL_RULE, personalGoal: null };
}

export function cacheGoal({ goalRule, personalGoal }: CachedGoal): void {
  try {
    storage()?.setItem(GOAL_KEY, JSON.stringify({ goalRule, personalGoal }));
  } catch {
    // quota or privacy mode: nothing to do
  }
}
