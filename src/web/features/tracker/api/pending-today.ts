import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTER } from '@/shared/schemas/dm-messages';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { pendingLogs, type QueuedLog } from '@/web/lib/outbox';
import { trackerKeys } from './keys';
import { applyDelta, type TodayDelta } from './today-mutation';

/** How a log waiting in the outbox moves today's counters. */
export function pendingDelta(log: QueuedLog): TodayDelta {
  if (log.kind === 'dm') {
    return { dmsSent: 1, setterName: log.request.setterName || DEFAULT_SETTER };
  }
  const moved = log.kind === 'reply' ? { responses: 1 } : { meetings: 1 };
  return { ...moved, setterName: log.setterName };
}

/**
 * Today's counters restored from the device are what the server last said; the logs still
 * waiting on the device count too (src/web/lib/query-persistence.ts calls this after a restore).
 */
export async function addPendingToToday(client: QueryClient, userId: string): Promise<void> {
  const waiting = await pendingLogs(userId);
  client.setQueryData<TrackerToday>(trackerKeys.today, (today) =>
    today ? waiting.reduce((sum, log) => applyDelta(sum, pendingDelta(log)), today) : today,
  );
}
