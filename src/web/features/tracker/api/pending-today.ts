import { localDay } from '@/shared/domain/day';
import { DEFAULT_SETTER } from '@/shared/schemas/dm-messages';
import type { TrackerToday } from '@/shared/schemas/tracker';
import type { QueuedLog } from '@/web/lib/outbox';
import { applyDelta, type TodayDelta } from './today-mutation';

/** How a log waiting in the outbox moves today's counters. */
export function pendingDelta(log: QueuedLog): TodayDelta {
  if (log.kind === 'dm') {
    return {
      dmsSent: 1,
      followUp: log.request.followUp,
      setterName: log.request.setterName || DEFAULT_SETTER,
    };
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
  const zero = { dmsSent: 0, newDms: 0, followUps: 0, replied: 0, responses: 0, meetings: 0 };
  return {
    ...today,
    ...zero,
    day,
    replyRate: null,
    setters: today.setters.map((setter) => ({ ...setter, ...zero })),
    celebrated: false,
  };
}

/** Whether a log waiting on the device counts in `day` (the server dates it when it was made). */
const madeOn = (log: QueuedLog, day: string, timeZone: string) =>
  log.queuedAt === undefined || localDay(new Date(log.queuedAt), timeZone) === day;

/**
 * Today's counters as shown: what the server last said (kept on the device when offline), on the
 * member's current day, plus the logs still waiting in the outbox that were made today. The
 * server's answer never holds a waiting log, and the outbox holds a log until the server has it,
 * so each log counts once (src/web/features/tracker/api/get-today.ts).
 */
export function withPending(today: TrackerToday, waiting: QueuedLog[], now: Date): TrackerToday {
  const shown = todayAsOf(today, now);
  return waiting
    .filter((log) => madeOn(log, shown.day, shown.timeZone))
    .reduce((sum, log) => applyDelta(sum, pendingDelta(log)), shown);
}
