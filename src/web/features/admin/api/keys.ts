import type { CohortPeriod } from '@/shared/schemas/cohort';

/** Every admin query lives under ['admin']; a change invalidates the key it affects. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  /** Under `users`: a decision (which invalidates `users`) refreshes the navigation's badge. */
  pendingCount: ['admin', 'users', 'pending-count'] as const,
  goalRule: ['admin', 'goal-rule'] as const,
  followUpRule: ['admin', 'follow-up-rule'] as const,
  cohort: (query: object) => ['admin', 'cohort', query] as const,
  cohortSummary: (period: CohortPeriod) => ['admin', 'cohort-summary', period] as const,
  cohortAttention: ['admin', 'cohort-attention'] as const,
};
