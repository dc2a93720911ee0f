import { createContext, useContext } from 'react';
import { createGate, openGate, type Gate } from './gate';

/**
 * Whether the app is taking over a page the server drew (hydrating it: src/web/app/boot.tsx),
 * when a component's first render must draw what the server drew, not what the browser knows.
 */
let takingOver = false;
let gate: Gate = openGate();

export const isTakingOver = () => takingOver;

/** Open once the app has taken the page over; open at once when it is not taking one over. */
export const takeoverGate = () => gate;

export function setTakingOver(value: boolean) {
  if (value && !takingOver) gate = createGate();
  if (!value) gate.open();
  takingOver = value;
}

/**
 * True inside a part of a server-drawn page that React takes over after the page
 * (src/web/components/later-part.tsx): its first render must draw the server's HTML too, however
 * late it comes.
 */
export const DrawnByServerContext = createContext(false);

/** Whether this render must draw what the server drew: the page's takeover, or a later part's. */
export function useDrawnByServer(): boolean {
  return useContext(DrawnByServerContext) || isTakingOver();
}
