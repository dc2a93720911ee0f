import type { QueryClient } from '@tanstack/react-query';
import { localDay } from '@/shared/domain/day';
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
 * Today as the device kept it, moved to the member's current local day: after midnight the
 * counts start again at zero (the goal and setters carry over until the server answers).
 */
export function todayAsOf(today: TrackerToday, now: Date): TrackerToday {
  const day = localDay(now, today.timeZone);
  if (day === today.day) return today;
  const zero = { dmsSent: 0, responses: 0, meetings: 0 };
  return {
    ...today,
    ...zero,
    day,
    responseRate: 0,
    setters: today.setters.map((setter) => ({ ...setter, ...zero })),
    celebrated: false,
  };
}

/** Whether a log waiting on the device counts in `day` (the server dates it when it was made). */
const madeOn = (log: QueuedLog, day: string, timeZone: string) =>
  log.queuedAt === undefined || localDay(new Date(log.queuedAt), timeZone) === day;

/**
 * Today's counters restored from the device are what the server last said, on the day it said
 * it; the logs still waiting on the device and made today count too
 * (src/web/lib/query-persistence.ts calls this after a restore).
 */
export async function addPendingToToday(client: QueryClient, userId: string): Promise<void> {
  const waiting = await pendingLogs(userId);
  const now = new Date();
  client.setQueryData<TrackerToday>(trackerKeys.today, (kept) => {
    if (!kept) return kept;
    const today = todayAsOf(kept, now);
    return waiting
      .filter((log) => madeOn(log, today.day, today.timeZone))
      .reduce((sum, log) => applyDelta(sum, pendingDelta(log)), today);
  });
}
