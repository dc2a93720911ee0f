import { cancelQueued } from '@/web/lib/outbox';
import { negate, useTodayMutation, type TodayDelta } from './today-mutation';

/** A log kept on the device (no connection): its client id finds it in the outbox. */
export type Queued = { queued: true; clientId: string };

export const isQueued = (outcome: unknown): outcome is Queued =>
  typeof outcome === 'object' && outcome !== null && 'queued' in outcome;

/**
 * The Undo of a log still waiting in the outbox: it is removed there (never sent) and today's
 * counters move back. `sent` when the server got it first (the counters then refetch).
 */
export function useUndoQueued() {
  return useTodayMutation({
    networkMode: 'always', // the outbox is on the device
    mutationFn: ({ clientId }: { clientId: string; delta: TodayDelta }) => cancelQueued(clientId),
    delta: ({ delta }) => negate(delta),
    onDevice: () => true, // the outbox moved (or the server had it first): counted from there
  });
}
