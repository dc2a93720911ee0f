import type { Prospect } from '@/shared/schemas/prospects';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useMergeProspects, useUnmergeProspects } from '../api/merge-prospects';

const MERGE = { kind: 'merge' };

type Named = Pick<Prospect, 'id' | 'name'>;

/**
 * Merge with its toasts (docs/product.md, Prospect Tracker): 'Merged {from} into {into}' with an
 * Undo that makes them two again. Held by the page, not the dialog, so the Undo still runs
 * after the dialog closed.
 */
export function useMerge() {
  const merge = useMergeProspects();
  const unmerge = useUnmergeProspects();

  const undo = (into: string, merged: Named) =>
    unmerge.mutate(
      { into, from: merged.id },
      {
        onSuccess: () =>
          notify.success('Merge undone', `${merged.name} is a prospect of their own again.`, MERGE),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Could not undo. Please try again.'), MERGE),
      },
    );

  const run = (into: Named, from: Named) =>
    merge.mutate(
      { into: into.id, from: from.id },
      {
        onSuccess: ({ prospect, merged }) =>
          notify.success('Merged!', `Merged ${merged.name} into ${prospect.name}`, {
            ...MERGE,
            action: { label: 'Undo', onClick: () => undo(prospect.id, merged) },
          }),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Failed to merge prospects.'), MERGE),
      },
    );

  return { merge: run, pending: merge.isPending };
}
