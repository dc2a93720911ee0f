import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { useMe } from '@/web/lib/me';
import { usePendingLogs } from '@/web/lib/pending-logs';
import { todayQueryOptions } from '@/web/lib/tracker-today';
import { withPending } from './pending-today';

/**
 * Today's goal inputs, counts, setter stats and celebration flag: one request, plus the logs
 * still waiting on the device (the outbox, read by every tab alike).
 */
export function useTrackerToday() {
  const waiting = usePendingLogs(useMe().data?.profile.userId).data;
  const select = useCallback(
    (today: TrackerToday) => (waiting?.length ? withPending(today, waiting, new Date()) : today),
    [waiting],
  );
  return useQuery({ ...todayQueryOptions, select });
}
