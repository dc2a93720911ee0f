import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newClientId } from '@/web/lib/client-id';
import { invalidateDmData } from '@/web/lib/dm-data';
import { postTransition } from '@/web/lib/log-transition-request';

export type Transition = 'reply' | 'meeting';

/**
 * Log Reply / Log Meeting from the tracker: conditional on the server
 * (docs/decisions/0002-derived-counters.md), 409 on a repeat.
 */
export function useLogTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: Transition }) =>
      postTransition(kind, id, newClientId()),
    onSettled: () => invalidateDmData(queryClient),
  });
}
