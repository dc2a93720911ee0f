import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { newClientId } from '@/web/lib/client-id';
import { invalidateDmData } from '@/web/lib/dm-data';
import { postTransition } from '@/web/lib/log-transition-request';
import { dmsApi } from './client';

export type Transition = 'reply' | 'meeting';

/** Log Reply / Log Meeting, or (`undo`) take it back, on the prospect's first DM. */
export type TransitionRequest = { dmId: string; kind: Transition; undo?: boolean };

function run({ dmId, kind, undo }: TransitionRequest) {
  if (!undo) return postTransition(kind, dmId, newClientId());
  const param = { param: { id: dmId } };
  return unwrap(
    kind === 'reply' ? dmsApi[':id'].reply.$delete(param) : dmsApi[':id'].meeting.$delete(param),
  );
}

/**
 * Log Reply / Log Meeting from the tracker and their undo: conditional on the server
 * (docs/decisions/0002-derived-counters.md), 409 on a repeat.
 */
export function useLogTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TransitionRequest): Promise<unknown> => run(request),
    onSettled: () => invalidateDmData(queryClient),
  });
}
