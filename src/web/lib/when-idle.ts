import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * How long after the main thread has painted a frame it may take to reach the screen (the
 * compositor's lag: 10-40 ms measured in Chromium here, more on a loaded phone).
 */
const PRESENTATION_LAG_MS = 100;

/**
 * Runs `work` once the browser is idle after its next frame is on screen (at the latest
 * `timeout` ms after that; after a second where requestIdleCallback is missing, as in Safari).
 * Never between a render's commit and the paint that shows it, where it would hold that paint
 * back; nor before that frame has reached the screen: a download started then ends, on a fast
 * connection, before the frame's paint is reported, and Lighthouse's simulation counts it as
 * something the page's largest paint waited for. Answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeout: number): () => void {
  let cancelIdle = () => {};
  let presented: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(work, { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 1000);
      cancelIdle = () => clearTimeout(id);
    }
  };
  const cancelPaint = afterNextPaint(() => {
    presented = setTimeout(idle, PRESENTATION_LAG_MS);
  });
  return () => {
    cancelPaint();
    clearTimeout(presented);
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

/** Fetches a lazy part's code (`load`, the import its `lazy()` uses) once the browser is idle. */
export function usePreloadWhenIdle(load: () => Promise<unknown>, timeout: number): void {
  useEffect(() => whenIdle(() => void load(), timeout), [load, timeout]);
}
