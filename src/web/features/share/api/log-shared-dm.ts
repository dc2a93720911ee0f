import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogDmResult } from '@/shared/schemas/dm';
import { api, unwrap } from '@/web/lib/api';
import { invalidateDmData } from '@/web/lib/dm-data';
import { postLogDm, type LogDmRequest } from '@/web/lib/log-dm-request';
import { useMe } from '@/web/lib/me';
import { enqueue, isNetworkError } from '@/web/lib/outbox';

/**
 * Logs the shared profile; its Idempotency-Key is made once per share, so a retry is safe.
 * Without a connection it is kept on the device (the outbox), sent when the app is next open
 * online.
 */
export function useLogSharedDm() {
  const queryClient = useQueryClient();
  const userId = useMe().data?.profile.userId;
  return useMutation({
    networkMode: 'always',
    mutationFn: async (request: LogDmRequest): Promise<LogDmResult | { queued: true }> => {
      try {
        return await postLogDm(request);
      } catch (error) {
        if (!userId || !isNetworkError(error)) throw error;
        await enqueue({ userId, kind: 'dm', request });
        return { queued: true };
      }
    },
    onSettled: () => invalidateDmData(queryClient),
  });
}

/** The Undo of 'DM Logged!'. */
export function useUndoSharedDm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.api.dms[':id'].$delete({ param: { id } })),
    onSettled: () => invalidateDmData(queryClient),
  });
}
