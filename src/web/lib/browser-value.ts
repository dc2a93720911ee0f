import { startTransition, useEffect, useState } from 'react';
import { isTakingOver } from './taking-over';

/**
 * A fact of the browser that does not change while the page is open (its origin, its time
 * zone). The server's render of a member page has none (''), and the browser's render that takes
 * that HTML over must draw the same; the fact follows in a transition (not a store read with a
 * server value: ADR 0143, "No synchronous render right after the takeover"). A page the app
 * draws itself has it from its first render. "Taking over" ends with the page's own takeover
 * signal: a part the server drew inside a Suspense boundary that React takes over later would
 * read the browser's value at once and differ from the HTML (React then draws that part again).
 */
export function useBrowserValue(read: () => string): string {
  const [value, setValue] = useState(() =>
    typeof window === 'undefined' || isTakingOver() ? '' : read(),
  );
  const known = value !== '';
  useEffect(() => {
    if (!known) startTransition(() => setValue(read()));
    // Read once: the fact does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
