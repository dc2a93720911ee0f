import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * Runs `work` once the browser is idle after its next paint (at the latest `timeout` ms after
 * that; after a second where requestIdleCallback is missing, as in Safari): never in the pause
 * between a render's commit and the paint that shows it, where it would hold that paint back.
 * Answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeout: number): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterNextPaint(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(work, { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 1000);
      cancelIdle = () => clearTimeout(id);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
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
