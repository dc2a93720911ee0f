/**
 * Whether the app is taking over a page the server drew (hydrating it: src/web/app/boot.tsx),
 * when a component's first render must draw what the server drew, not what the browser knows.
 */
let takingOver = false;

export const isTakingOver = () => takingOver;

export function setTakingOver(value: boolean) {
  takingOver = value;
}
