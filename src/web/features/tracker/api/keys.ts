/** Query keys of the daily sprint; everything under ['tracker'] is refetched after a log. */
export const trackerKeys = {
  all: ['tracker'] as const,
  today: ['tracker', 'today'] as const,
  candidates: (kind: 'reply' | 'meeting', q = '') => ['tracker', 'candidates', kind, q] as const,
};

/**
 * The Solo/Team and setters-count mutation, which Log DM waits for; outside ['tracker'] so the
 * log mutations' count of each other (today-mutation.ts) leaves it out.
 */
export const preferencesMutationKey = ['preferences'] as const;

/** Saved scripts as Log DM choices, under the shared ['scripts'] key so a new script shows up. */
export const scriptChoicesKey = ['scripts', 'choices'] as const;
