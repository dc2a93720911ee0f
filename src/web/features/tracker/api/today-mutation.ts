import { notifyManager, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetterToday, TrackerToday } from '@/shared/schemas/tracker';
import { invalidateDmData } from '@/web/lib/dm-data';
import { useMe } from '@/web/lib/me';
import { pendingLogs } from '@/web/lib/outbox';
import { outboxKeys } from '@/web/lib/pending-logs';
import { trackerKeys } from './keys';

/**
 * How one log or undo moves today's counters (for the optimistic update and its rollback).
 * `dmsSent` is DMs logged (+1) or undone (−1): a new DM, or a follow-up when `followUp`; it
 * counts toward the goal as the community says (TrackerToday.followUpsCount). Today's replied
 * prospects and reply rate wait for the server's answer.
 */
export type TodayDelta = {
  dmsSent?: number;
  followUp?: boolean;
  responses?: number;
  meetings?: number;
  setterName?: string;
};

type Counters = Pick<SetterToday, 'dmsSent' | 'newDms' | 'followUps' | 'responses' | 'meetings'>;

/** The delta in each counter: a DM moves new DMs or follow-ups, and the goal's count with it. */
function moves(today: TrackerToday, delta: TodayDelta): Counters {
  const dms = delta.dmsSent ?? 0;
  return {
    dmsSent: delta.followUp && !today.followUpsCount ? 0 : dms,
    newDms: delta.followUp ? 0 : dms,
    followUps: delta.followUp ? dms : 0,
    responses: delta.responses ?? 0,
    meetings: delta.meetings ?? 0,
  };
}

const counters = ['dmsSent', 'newDms', 'followUps', 'responses', 'meetings'] as const;

const moved = <T extends Counters>(counts: T, by: Counters): T => {
  const next = { ...counts };
  for (const key of counters) next[key] = Math.max(0, counts[key] + by[key]);
  return next;
};

export function applyDelta(today: TrackerToday, delta: TodayDelta): TrackerToday {
  const by = moves(today, delta);
  const next = moved(today, by);
  if (delta.setterName) {
    const name = delta.setterName;
    const existing = today.setters.find((setter) => setter.setterName === name) ?? {
      setterName: name,
      dmsSent: 0,
      newDms: 0,
      followUps: 0,
      replied: 0,
      responses: 0,
      meetings: 0,
    };
    next.setters = [
      ...today.setters.filter((setter) => setter.setterName !== name),
      moved(existing, by),
    ].sort((a, b) => b.dmsSent - a.dmsSent || a.setterName.localeCompare(b.setterName));
  }
  return next;
}

export const negate = (delta: TodayDelta): TodayDelta => ({
  setterName: delta.setterName,
  followUp: delta.followUp,
  dmsSent: -(delta.dmsSent ?? 0),
  responses: -(delta.responses ?? 0),
  meetings: -(delta.meetings ?? 0),
});

/**
 * A mutation that moves today's counters at once, moves them back if the server refuses, and
 * refetches every view of DM rows (invalidateDmData) once the last of several overlapping mutations has settled (so a
 * refetch never overwrites a count that is still on its way).
 */
export function useTodayMutation<TVariables, TData>(options: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  delta: (variables: TVariables) => TodayDelta;
  /** 'always': run even offline (the mutation keeps the log on the device itself). */
  networkMode?: 'online' | 'always';
  /**
   * Whether the outcome changed the outbox instead of the server (a log kept on the device, an
   * Undo of one): today's counters then take it from the outbox (get-today.ts), and the
   * optimistic move steps back in the same render as the outbox's new list, so it counts once.
   */
  onDevice?: (data: TData) => boolean;
}) {
  const queryClient = useQueryClient();
  const userId = useMe().data?.profile.userId;
  const shift = (delta: TodayDelta) =>
    queryClient.setQueryData<TrackerToday>(trackerKeys.today, (today) =>
      today ? applyDelta(today, delta) : today,
    );
  return useMutation({
    mutationKey: trackerKeys.all,
    mutationFn: options.mutationFn,
    networkMode: options.networkMode,
    onMutate: async (variables) => {
      // A refetch of today still on its way would bring back the count before this log: it is
      // cancelled first (which puts back the counts it started from). Without one, the count
      // moves at once, in the same render as the mutation's pending state
      // (bench/log-dm.bench.ts measures it).
      if (queryClient.isFetching({ queryKey: trackerKeys.today }) > 0) {
        await queryClient.cancelQueries({ queryKey: trackerKeys.today });
      }
      shift(options.delta(variables));
    },
    onError: (_error, variables) => shift(negate(options.delta(variables))),
    onSuccess: async (data, variables) => {
      if (!userId || !options.onDevice?.(data)) return;
      const waiting = await pendingLogs(userId);
      notifyManager.batch(() => {
        queryClient.setQueryData(outboxKeys.of(userId), waiting);
        shift(negate(options.delta(variables)));
      });
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: trackerKeys.all }) > 1) return;
      // Every view of DM rows: the Prospect Tracker's lists and follow-ups (a follow-up logged
      // from the Follow-ups tab leaves its due list at once), the logs, progress, the lookups.
      await invalidateDmData(queryClient);
    },
  });
}
