import { lazy, type ComponentType } from 'react';

const parts = new Set<() => Promise<unknown>>();

/**
 * A part of a page loaded after the page's own code (`React.lazy`), that the server draws with
 * the page (docs/decisions/0143-member-pages-rendered-on-the-server.md): the app loads it before
 * taking a drawn page over, so a tap on it is never lost to a part still waiting for its code.
 */
// As React.lazy's own signature: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  parts.add(load);
  return lazy(load);
}

/** Loads every part of the pages loaded so far (src/web/app/boot.tsx, before hydrating). */
export const loadLazyParts = () => Promise.all([...parts].map((load) => load()));
