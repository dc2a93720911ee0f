/** Every progress query lives under ['progress'], so one invalidation refreshes them all. */
export const progressKey = ['progress'] as const;
