import { useRef } from 'react';

const FIRST_FIELD =
  'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role=combobox]:not([disabled]), [role=radio][tabindex="0"]';

/**
 * Focus for the kit's dialogs, which are mostly opened from state rather than a Radix Trigger:
 * on open, the first field (not Cancel or Close); on close (submit, Escape, Cancel), back to
 * the element that had focus when the dialog opened, not `<body>`.
 */
export function useDialogFocus(
  onOpenAutoFocus?: (event: Event) => void,
  onCloseAutoFocus?: (event: Event) => void,
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Runs as the content mounts, while focus is still on whatever opened the dialog.
      opener.current = document.activeElement as HTMLElement | null;
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const content = event.currentTarget as HTMLElement | null;
      const field = content?.querySelector<HTMLElement>(FIRST_FIELD);
      if (!field) return;
      event.preventDefault();
      field.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
