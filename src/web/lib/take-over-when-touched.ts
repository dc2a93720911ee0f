/**
 * Parts of a page the server drew that React has not taken over yet (src/web/components/
 * taken-over-when-near.tsx), opened the moment the member touches them: a listener on the window
 * in the capture phase hears a tap, a key or a focus before React's own listener on the root,
 * which then takes the part over synchronously and hands it the same event. A tap on a part still
 * waiting would otherwise be dropped: React does not replay a discrete event it could not deliver.
 */
const EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'click',
  'keydown',
  'focusin',
  'input',
  'change',
  'paste',
  'contextmenu',
  'dragstart',
] as const;

const waiting = new Map<Element, () => void>();

function openTouched(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, open] of waiting) {
    if (element.contains(target)) open();
  }
}

function listen(on: boolean) {
  for (const type of EVENTS) {
    if (on) window.addEventListener(type, openTouched, { capture: true, passive: true });
    else window.removeEventListener(type, openTouched, { capture: true });
  }
}

/** Calls `open` (once) when an event starts inside `element`; the returned function stops it. */
export function openWhenTouched(element: Element, open: () => void): () => void {
  if (waiting.size === 0) listen(true);
  const stop = () => {
    if (!waiting.delete(element)) return;
    if (waiting.size === 0) listen(false);
  };
  waiting.set(element, () => {
    stop();
    open();
  });
  return stop;
}
