import { useEffect } from 'react';

const FIELD_ID = 'log-dm-url';
const MAX_FRAMES = 10;

/**
 * Starts the open Log DM dialog on a profile URL (the Prospect Tracker's Log follow-up): typed
 * into its field as the member would, so the dialog's form, its lookup ("Follow-up {n} to
 * {name}") and its checks see it. The dialog (log-dm-dialog.tsx) takes no starting value
 * itself; once it does, this goes.
 */
export function usePrefillUrl(open: boolean, url: string | undefined) {
  useEffect(() => {
    if (!open || !url) return;
    let frame = 0;
    let handle = 0;
    const fill = () => {
      const field = document.getElementById(FIELD_ID);
      if (!(field instanceof HTMLInputElement)) {
        if (++frame < MAX_FRAMES) handle = requestAnimationFrame(fill);
        return;
      }
      // React tracks an input's value: set it through the element's own setter, then say so.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, url);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    fill();
    return () => cancelAnimationFrame(handle);
  }, [open, url]);
}
