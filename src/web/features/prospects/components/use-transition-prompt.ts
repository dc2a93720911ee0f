import { useState } from 'react';
import type { Prospect } from '@/shared/schemas/prospects';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useLogTransition, type Transition } from '../api/log-transition';

export type PendingTransition = {
  prospect: Pick<Prospect, 'name' | 'firstDmId'>;
  kind: Transition;
};

const toasts = {
  onSuccess: () => notify.success('Updated!', 'Prospect status updated successfully.'),
  onError: (error: Error) =>
    notify.error('Error', errorMessage(error, 'Failed to update prospect.')),
};

/**
 * Log Reply / Log Meeting on a prospect (its first DM): the transition waiting for confirmation,
 * the confirmed one with its toasts, and the undo of a logged one (docs/product.md, Prospect
 * Tracker).
 */
export function useTransitionPrompt() {
  const transition = useLogTransition();
  const [pending, setPending] = useState<PendingTransition | null>(null);

  const confirm = () => {
    if (!pending) return;
    transition.mutate({ dmId: pending.prospect.firstDmId, kind: pending.kind }, toasts);
    setPending(null);
  };

  return {
    pending,
    busy: transition.isPending,
    ask: (prospect: PendingTransition['prospect'], kind: Transition) =>
      setPending({ prospect, kind }),
    confirm,
    cancel: () => setPending(null),
    undo: (prospect: PendingTransition['prospect'], kind: Transition) =>
      transition.mutate({ dmId: prospect.firstDmId, kind, undo: true }, toasts),
  };
}
