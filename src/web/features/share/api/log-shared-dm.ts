import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { invalidateDmData } from '@/web/lib/dm-data';
import { postLogDm, type LogDmRequest } from '@/web/lib/log-dm-request';

/** Logs the shared profile; its Idempotency-Key is made once per share, so a retry is safe. */
export function useLogSharedDm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LogDmRequest) => postLogDm(request),
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
