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

/** Settles once the browser has painted its next frame (`afterNextPaint`). */
export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));
