/**
 * Every setter query lives under ['setters'] (the tracker's active-setters list too), so a change
 * invalidates `all`.
 */
export const setterKeys = {
  all: ['setters'] as const,
  list: ['setters', 'all'] as const,
};
