import {
  DEFAULT_GOAL_RULE,
  GOAL_RULE_MAX,
  GOAL_RULE_MIN,
  MAX_SETTERS,
  PERSONAL_GOAL_MAX,
  type GoalRule,
} from '@/shared/domain/goal';

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

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * The stored copy if it still holds a goal the server could have sent (the bounds of
 * src/shared/schemas/goal.ts; checked by hand, so the dashboard runs without zod).
 */
function validGoal(value: unknown): CachedGoal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { goalRule, personalGoal } = value as Partial<Record<keyof CachedGoal, unknown>>;
  if (typeof goalRule !== 'object' || goalRule === null) return null;
  const { soloGoal, goalPerSetter } = goalRule as Partial<Record<keyof GoalRule, unknown>>;
  if (!wholeIn(soloGoal, GOAL_RULE_MIN, GOAL_RULE_MAX)) return null;
  if (!wholeIn(goalPerSetter, GOAL_RULE_MIN, GOAL_RULE_MAX)) return null;
  if (personalGoal !== null && !wholeIn(personalGoal, 1, PERSONAL_GOAL_MAX)) return null;
  return { goalRule: { soloGoal, goalPerSetter }, personalGoal };
}

export function readCachedGoal(): CachedGoal {
  try {
    const cached = validGoal(JSON.parse(storage()?.getItem(GOAL_KEY) ?? 'null'));
    if (cached) return cached;
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
