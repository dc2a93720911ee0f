import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateDmData } from './dm-data';
import { onOutboxChange, pendingLogs } from './outbox';

/**
 * The member's logs waiting in the outbox, read from the device (IndexedDB), as one query: the
 * offline banner's "N logs waiting" and today's counters (tracker/api/get-today.ts) both read
 * it, so they agree. Never kept by query-persistence.ts: the outbox itself is on the device.
 */
export const outboxKeys = { all: ['outbox'] as const, of: (userId: string) => ['outbox', userId] };

export const pendingLogsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: outboxKeys.of(userId ?? ''),
    queryFn: () => (userId ? pendingLogs(userId) : Promise.resolve([])),
    enabled: userId !== undefined,
    networkMode: 'always', // the device answers, with or without a connection
    staleTime: 0,
  });

export function usePendingLogs(userId: string | undefined) {
  return useQuery(pendingLogsQueryOptions(userId));
}

/**
 * Keeps this tab in step with the outbox of every tab (BroadcastChannel, src/web/lib/outbox.ts):
 * a log kept or undone anywhere reads the outbox again; a log that left it for the server
 * refetches the server's views first (so, meanwhile, it is never missing from the counts), then
 * the outbox. Mounted once, in the shell (src/web/app/pwa/offline-status.tsx).
 */
export function useOutboxSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOutboxChange(async (change) => {
        if (change === 'sent') await invalidateDmData(queryClient);
        await queryClient.invalidateQueries({ queryKey: outboxKeys.all });
      }),
    [queryClient],
  );
}
