import { createContext, useContext, useSyncExternalStore } from 'react';

/** The screen a page is drawn for where there is none to ask: the server's render, the build's. */
export type AssumedScreen = { width: number; coarse: boolean; ios: boolean };

export const WIDE_SCREEN: AssumedScreen = { width: 1280, coarse: false, ios: false };

/**
 * The screen assumed while there is no window: the server's guess from the user agent (src/web/lib/device.ts), handed to the browser with the
 * page (src/web/app/page-state.ts) so that its first render, which takes the server's HTML over,
 * draws the same (a different first render would redraw the whole page at once).
 */
export const AssumedScreenContext = createContext<AssumedScreen>(WIDE_SCREEN);

const LENGTH = /^(min|max)-width:\s*([\d.]+)(px|rem)$/;

/** Whether `query` (the app's own: widths, `pointer: coarse`, `,` for or) holds for `screen`. */
export function matchesScreen(query: string, screen: AssumedScreen): boolean {
  return query.split(',').some((part) =>
    [...part.matchAll(/\(([^)]*)\)/g)].every(([, feature]) => {
      const trimmed = feature.trim();
      if (trimmed === 'pointer: coarse') return screen.coarse;
      const length = LENGTH.exec(trimmed);
      if (!length) throw new Error(`media query not understood without a window: ${query}`);
      const px = Number(length[2]) * (length[3] === 'rem' ? 16 : 1);
      return length[1] === 'min' ? screen.width >= px : screen.width <= px;
    }),
  );
}

/** Whether `query` matches now, following changes; where there is no window, the assumed screen. */
export function useMediaQuery(query: string): boolean {
  const screen = useContext(AssumedScreenContext);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => matchesScreen(query, screen),
  );
}
