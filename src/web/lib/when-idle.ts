import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `work` once the browser is idle (at the latest after `timeout` ms; after a second where
 * requestIdleCallback is missing, as in Safari). Answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1000);
  return () => clearTimeout(id);
}

/**
 * False on the first render, true once the browser is idle after it (see `whenIdle`): for parts
 * of the frame the first screen does not show, so the first commit does not build them. They
 * render as a transition, in slices that leave the page responsive, not in one long task.
 */
export function useIdle(timeout: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), timeout), [timeout]);
  return idle;
}
