import { useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport; once it has, it stays true.
 * A chart costs hundreds of milliseconds of main-thread time on a phone: the ones below the
 * first screen are drawn when the member scrolls near them, not while the page is loading.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near] as const;
}
