import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api';
import { invalidateDmData } from '@/web/lib/dm-data';
import { prospectsApi } from './client';

/** Which prospect keeps the other's profiles and DMs (`into`), and which one joins it (`from`). */
export type MergePair = { into: string; from: string };

/** A merge moves DMs between prospects: every view of DMs refetches, prospectKeys.all included. */
function useRefreshAfterMerge() {
  const queryClient = useQueryClient();
  return () => invalidateDmData(queryClient);
}

export function useMergeProspects() {
  const onSettled = useRefreshAfterMerge();
  return useMutation({
    mutationFn: ({ into, from }: MergePair) =>
      unwrap(prospectsApi[':id'].merge.$post({ param: { id: into }, json: { from } })),
    onSettled,
  });
}

/** The Undo of a merge: `from` is its own prospect again, with its profiles and DMs. */
export function useUnmergeProspects() {
  const onSettled = useRefreshAfterMerge();
  return useMutation({
    mutationFn: ({ into, from }: MergePair) =>
      unwrap(prospectsApi[':id'].unmerge.$post({ param: { id: into }, json: { from } })),
    onSettled,
  });
}
