import type { CohortPeriod } from '@/shared/schemas/cohort';

/** Every admin query lives under ['admin']; a change invalidates the key it affects. */
export const adminKeys = {
  all: ['admin'] as const,
  /** Also refreshes the navigation's pending sign-ups badge (src/web/lib/pending-sign-ups.ts). */
  users: ['admin', 'users'] as const,
  goalRule: ['admin', 'goal-rule'] as const,
  followUpRule: ['admin', 'follow-up-rule'] as const,
  cohort: (query: object) => ['admin', 'cohort', query] as const,
  cohortSummary: (period: CohortPeriod) => ['admin', 'cohort-summary', period] as const,
  cohortAttention: ['admin', 'cohort-attention'] as const,
};
