import type { QueryClient } from '@tanstack/react-query';

/** What no DM change on the server moves: the member's profile, and the device's outbox. */
const notDmData = new Set(['me', 'outbox']);

/**
 * A DM changed (logged, replied, booked, edited, deleted, imported): every view derived from
 * DM rows — today's counters, logs, prospects, progress — refetches. The member's own profile
 * and the outbox on the device (src/web/lib/pending-logs.ts) are left alone.
 */
export function invalidateDmData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => !notDmData.has(String(query.queryKey[0])),
  });
}
