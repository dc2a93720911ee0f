import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the element has come into the viewport; once it has, it stays true. For parts below
 * the first screen that cost a phone tens or hundreds of milliseconds of main-thread time (a
 * chart, Settings' account security): drawn when the member scrolls to them, not while the page
 * is loading. (Drawing them some way ahead put the analytics' second chart into a phone's first
 * load too.)
 */
export function useInViewport<T extends Element>() {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => {
      // A transition: React draws the part in slices, between which the page stays responsive.
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setSeen(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return [setElement, seen] as const;
}
