import { useEffect } from 'react';
import { holdToasts } from '@/web/lib/toast';

const inToasts = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-sonner-toaster]') !== null;

/**
 * While a kit dialog is open, the toasts shown before it wait (src/web/lib/toast.ts), so none
 * lies over it; one raised while it is open (its own checks) stays usable: a tap on it is not a
 * tap outside that closes the dialog.
 */
export function useDialogToasts<E extends { target: EventTarget | null; preventDefault(): void }>(
  onInteractOutside?: (event: E) => void,
) {
  useEffect(() => holdToasts(), []);
  return (event: E) => {
    if (inToasts(event.target)) event.preventDefault();
    else onInteractOutside?.(event);
  };
}
