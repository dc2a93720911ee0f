import type { QueryClient } from '@tanstack/react-query';

/**
 * A DM changed (logged, replied, booked, edited, deleted, imported): every view derived from
 * DM rows — today's counters, logs, prospects, progress — refetches. Only the member's own
 * profile is left alone.
 */
export function invalidateDmData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
}
