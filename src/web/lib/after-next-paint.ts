/**
 * The longest a wait for the next frame lasts. A window the browser draws no frames for while
 * calling it visible (headless Chromium under load, a popup the system does not show) would
 * otherwise keep the app from starting at all.
 */
const FRAME_WAIT_MS = 1000;

/**
 * Calls `then` once the browser has painted its next frame; at once in a hidden tab, which
 * paints nothing, and after FRAME_WAIT_MS where no frame comes. Answers a function that cancels
 * it.
 */
export function afterNextPaint(then: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    then();
    return () => {};
  }
  let afterPaint: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(afterPaint);
    clearTimeout(noFrame);
  };
  const go = () => {
    cancel();
    then();
  };
  const frame = requestAnimationFrame(() => (afterPaint = setTimeout(go, 0)));
  const noFrame = setTimeout(go, FRAME_WAIT_MS);
  return cancel;
}

/** Settles once the browser has painted its next frame (`afterNextPaint`). */
export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));
