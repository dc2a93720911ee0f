import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';

export const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');

export const fixtureText = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/** A fixture page loaded at the platform's address (happy-dom: its scripts never run). */
export function loadFixture(name: string, url: string) {
  const window = new Window({ url });
  window.document.write(fixtureText(name));
  return { window, document: window.document as unknown as Document };
}

/** Navigates the loaded page to another path of the same site, as a single-page app does. */
export function moveTo(window: Window, url: string) {
  window.history.pushState({}, '', url);
}
