import { useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, following changes; `withoutWindow` where there is no window (the
 * pre-render, src/web/prerender.tsx).
 */
export function useMediaQuery(query: string, withoutWindow = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => withoutWindow,
  );
}
