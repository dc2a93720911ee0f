import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useMergeProspects, useUnmergeProspects } from '../api/merge-prospects';
import { mergedText, unmergedText, type MergeParty } from '../utils/merge-text';

const MERGE = { kind: 'merge' };

/**
 * Merge with its toasts (docs/product.md, Prospect Tracker): 'Merged {from} into {into}', each
 * with its platforms ('Merged Lena Brandt (Instagram) into Lena Brandt (LinkedIn)'), with an Undo
 * that makes them two again. Held by the page, not the dialog, so the Undo still runs after the
 * dialog closed.
 */
export function useMerge() {
  const merge = useMergeProspects();
  const unmerge = useUnmergeProspects();

  const undo = (into: string, merged: MergeParty) =>
    unmerge.mutate(
      { into, from: merged.id },
      {
        onSuccess: () => notify.success('Merge undone', unmergedText(merged), MERGE),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Could not undo. Please try again.'), MERGE),
      },
    );

  // The texts name each side as it was before the merge: its own name and platforms.
  const run = (into: MergeParty, from: MergeParty) =>
    merge.mutate(
      { into: into.id, from: from.id },
      {
        onSuccess: ({ prospect }) =>
          notify.success('Merged!', mergedText(from, into), {
            ...MERGE,
            action: { label: 'Undo', onClick: () => undo(prospect.id, from) },
          }),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Failed to merge prospects.'), MERGE),
      },
    );

  return { merge: run, pending: merge.isPending };
}
