import { startTransition, useCallback, useState } from 'react';

/**
 * Whether the element has come into the viewport; once it has, it stays true. For parts below
 * the first screen that cost a phone tens or hundreds of milliseconds of main-thread time (a
 * chart, Settings' account security): drawn when the member scrolls to them, not while the page
 * is loading. (Drawing them some way ahead put the analytics' second chart into a phone's first
 * load too.) The ref watches the element itself rather than putting it in state (ADR 0143, "No
 * synchronous render right after the takeover").
 */
export function useInViewport<T extends Element>() {
  const [seen, setSeen] = useState(false);
  const observe = useCallback((element: T | null) => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // A transition: React draws the part in slices, between which the page stays responsive.
      startTransition(() => setSeen(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [observe, seen] as const;
}
