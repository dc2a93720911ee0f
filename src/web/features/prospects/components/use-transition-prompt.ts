import { useState } from 'react';
import type { Dm } from '@/shared/schemas/dm';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useLogTransition, type Transition } from '../api/log-transition';

/**
 * Log Reply / Log Meeting from the tracker: the DM waiting for confirmation, and the confirmed
 * transition with its toasts (docs/product.md, Prospect Tracker).
 */
export function useTransitionPrompt() {
  const transition = useLogTransition();
  const [pending, setPending] = useState<{ dm: Dm; kind: Transition } | null>(null);

  const confirm = () => {
    if (!pending) return;
    transition.mutate(
      { id: pending.dm.id, kind: pending.kind },
      {
        onSuccess: () => notify.success('Updated!', 'Prospect status updated successfully.'),
        onError: (error) =>
          notify.error('Error', errorMessage(error, 'Failed to update prospect.')),
      },
    );
    setPending(null);
  };

  return {
    pending,
    ask: (dm: Dm, kind: Transition) => setPending({ dm, kind }),
    confirm,
    cancel: () => setPending(null),
  };
}
