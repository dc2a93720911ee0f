/**
 * Whether the app is taking over a page the server drew (hydrating it: src/web/app/boot.tsx),
 * when a component's first render must draw what the server drew, not what the browser knows.
 */
let takingOver = false;
let done: Promise<void> = Promise.resolve();
let settle = () => {};

export const isTakingOver = () => takingOver;

/** Settles once the app has taken the page over; at once when it is not taking one over. */
export const takenOver = () => done;

export function setTakingOver(value: boolean) {
  if (value && !takingOver) done = new Promise((resolve) => (settle = resolve));
  if (!value) settle();
  takingOver = value;
}
