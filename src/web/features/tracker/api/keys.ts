/** Query keys of the daily sprint; everything under ['tracker'] is refetched after a log. */
export const trackerKeys = {
  all: ['tracker'] as const,
  today: ['tracker', 'today'] as const,
  candidates: (kind: 'reply' | 'meeting') => ['tracker', 'candidates', kind] as const,
};

/** Active setters, under the shared ['setters'] key so a new setter anywhere shows up here. */
export const activeSettersKey = ['setters', { active: true }] as const;

/** Other screens' lists of DMs; a log or an undo makes them stale. */
export const dmListsKey = ['dms'] as const;
