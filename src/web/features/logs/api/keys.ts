/** Every Logs Manager query lives under ['logs']. */
export const logKeys = {
  all: ['logs'] as const,
  day: (date: string) => ['logs', 'day', date] as const,
  dms: (date: string, q: string) => ['logs', 'dms', date, q] as const,
};
