import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { idempotencyHeader, newClientId } from '@/web/lib/client-id';
import { invalidateDmData } from '@/web/lib/dm-data';
import { dmsApi } from './client';

export type Transition = 'reply' | 'meeting';

/** Log Reply / Log Meeting from the tracker: conditional on the server (D9), 409 on a repeat. */
export function useLogTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: Transition }) => {
      const request = { param: { id }, header: idempotencyHeader(newClientId()) };
      return unwrap(
        kind === 'reply'
          ? dmsApi[':id'].reply.$post(request)
          : dmsApi[':id'].meeting.$post(request),
      );
    },
    onSettled: () => invalidateDmData(queryClient),
  });
}
