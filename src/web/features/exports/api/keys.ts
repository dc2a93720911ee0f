/** Every export-check query lives under ['exports']. */
export const exportKeys = {
  all: ['exports'] as const,
  prospects: (q: string) => ['exports', 'prospects', q] as const,
  applies: ['exports', 'applies'] as const,
};
