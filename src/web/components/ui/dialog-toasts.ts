import { useEffect } from 'react';
import { holdToasts } from '@/web/lib/toast';

const inToasts = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-sonner-toaster]') !== null;

/**
 * Rendered inside a kit dialog's Radix Content, which is mounted only while the dialog is open
 * (the kit's `DialogContent` itself renders, closed, wherever a feature keeps its dialog): while
 * it is, the toasts shown before it wait (src/web/lib/toast.ts), so none lies over it.
 */
export function HoldToasts() {
  useEffect(() => holdToasts(), []);
  return null;
}

/**
 * A toast raised while a dialog is open (its own checks) stays usable: a tap on it is not a tap
 * outside that closes the dialog.
 */
export function keepToastsUsable<E extends { target: EventTarget | null; preventDefault(): void }>(
  onInteractOutside?: (event: E) => void,
) {
  return (event: E) => {
    if (inToasts(event.target)) event.preventDefault();
    else onInteractOutside?.(event);
  };
}
