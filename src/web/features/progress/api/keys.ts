/** Every progress query lives under ['progress'], so one invalidation refreshes them all. */
export const progressKeys = {
  all: ['progress'] as const,
  streak: ['progress', 'streak'] as const,
  achievements: ['progress', 'achievements'] as const,
  leaderboards: ['progress', 'leaderboard'] as const,
  leaderboard: (period: string, metric: string) =>
    ['progress', 'leaderboard', period, metric] as const,
  hide: ['progress', 'hide'] as const,
  announce: ['progress', 'announce'] as const,
};
