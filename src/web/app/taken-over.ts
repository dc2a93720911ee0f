import { createContext, useContext, useEffect } from 'react';

/**
 * Told once the page the server drew has been taken over by the app (hydrated: its buttons
 * answer). The page's own effect says it, not the app's: React takes the page inside its Suspense
 * boundaries over after the app around it.
 */
export const TakenOverContext = createContext<(() => void) | undefined>(undefined);

/** Called by each page as it mounts (src/web/app/router.tsx). */
export function useSayTakenOver() {
  const tookOver = useContext(TakenOverContext);
  useEffect(() => tookOver?.(), [tookOver]);
}
