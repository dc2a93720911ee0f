import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { invalidateDmData } from '@/web/lib/dm-data';
import { dmsApi } from './client';

export type Transition = 'reply' | 'meeting';

/**
 * Log Reply / Log Meeting from the tracker: conditional on the server
 * (docs/decisions/0002-derived-counters.md), 409 on a repeat.
 */
export function useLogTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: Transition }) =>
      unwrap(
        kind === 'reply'
          ? dmsApi[':id'].reply.$post({ param: { id } })
          : dmsApi[':id'].meeting.$post({ param: { id } }),
      ),
    onSettled: () => invalidateDmData(queryClient),
  });
}
