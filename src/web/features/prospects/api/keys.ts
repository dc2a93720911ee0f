import type { FollowUpGroup } from '@/shared/domain/pipeline';

/** Every prospect query lives under ['prospects']; a change invalidates `all`. */
export const prospectKeys = {
  all: ['prospects'] as const,
  list: (filters: object) => ['prospects', 'list', filters] as const,
  stats: ['prospects', 'stats'] as const,
  followUps: (group: FollowUpGroup) => ['prospects', 'follow-ups', group] as const,
  details: (id: string) => ['prospects', 'details', id] as const,
};
