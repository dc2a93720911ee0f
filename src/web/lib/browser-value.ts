import { startTransition, useEffect, useState } from 'react';
import { useDrawnByServer } from './taking-over';

/**
 * A fact of the browser that does not change while the page is open (its origin, its time
 * zone). The server's render of a member page has none (''), and the browser's render that takes
 * that HTML over must draw the same; the fact follows in a transition (not a store read with a
 * server value: ADR 0143, "No synchronous render right after the takeover"). A page the app
 * draws itself has it from its first render. "Taking over" ends with the page's own takeover
 * signal, or with a later part's (src/web/components/later-part.tsx), whose first render comes
 * after the page's and must draw the server's HTML too.
 */
export function useBrowserValue(read: () => string): string {
  const drawnByServer = useDrawnByServer();
  const [value, setValue] = useState(() =>
    typeof window === 'undefined' || drawnByServer ? '' : read(),
  );
  const known = value !== '';
  useEffect(() => {
    if (!known) startTransition(() => setValue(read()));
    // Read once: the fact does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
