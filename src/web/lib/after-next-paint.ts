import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `then` once the browser has painted its next frame; at once in a hidden tab, which
 * paints nothing. Answers a function that cancels it.
 */
export function afterNextPaint(then: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    then();
    return () => {};
  }
  let afterPaint: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (afterPaint = setTimeout(then, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(afterPaint);
  };
}

/**
 * False on a component's first render, true once the frame holding it has been painted (then
 * rendered as a transition): for a part the first frame need not show, such as a long list of
 * options that is on screen only once its select is opened.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
