import { notifyManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { responseRate } from '@/shared/domain/progress';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { dmLookupKeys } from '@/web/lib/dm-lookup';
import { useMe } from '@/web/lib/me';
import { pendingLogs } from '@/web/lib/outbox';
import { outboxKeys } from '@/web/lib/pending-logs';
import { trackerKeys } from './keys';

/** How one log or undo moves today's counters (for the optimistic update and its rollback). */
export type TodayDelta = {
  dmsSent?: number;
  responses?: number;
  meetings?: number;
  setterName?: string;
};

const counters = ['dmsSent', 'responses', 'meetings'] as const;

export function applyDelta(today: TrackerToday, delta: TodayDelta): TrackerToday {
  const next = { ...today };
  for (const key of counters) next[key] = Math.max(0, today[key] + (delta[key] ?? 0));
  if (delta.setterName) {
    const name = delta.setterName;
    const existing = today.setters.find((setter) => setter.setterName === name) ?? {
      setterName: name,
      dmsSent: 0,
      responses: 0,
      meetings: 0,
    };
    const moved = { ...existing };
    for (const key of counters) moved[key] = Math.max(0, existing[key] + (delta[key] ?? 0));
    next.setters = [...today.setters.filter((setter) => setter.setterName !== name), moved].sort(
      (a, b) => b.dmsSent - a.dmsSent || a.setterName.localeCompare(b.setterName),
    );
  }
  next.responseRate = responseRate(next.responses, next.dmsSent);
  return next;
}

export const negate = (delta: TodayDelta): TodayDelta => ({
  setterName: delta.setterName,
  dmsSent: -(delta.dmsSent ?? 0),
  responses: -(delta.responses ?? 0),
  meetings: -(delta.meetings ?? 0),
});

/**
 * A mutation that moves today's counters at once, moves them back if the server refuses, and
 * refetches the tracker once the last of several overlapping mutations has settled (so a
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
      await queryClient.cancelQueries({ queryKey: trackerKeys.today });
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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trackerKeys.all }),
        queryClient.invalidateQueries({ queryKey: dmLookupKeys.all }),
      ]);
    },
  });
}
