import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A fact of the browser that does not change while the page is open (its origin, its user
 * agent). The server's render of a member page has none (''), and the browser's first render,
 * which takes that HTML over, must draw the same; the fact follows at once.
 */
export const useBrowserValue = (read: () => string): string =>
  useSyncExternalStore(unchanging, read, () => '');
