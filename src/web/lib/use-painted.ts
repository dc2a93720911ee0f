import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

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
