/** No input of DM Sprint nests deeper than a few levels; 64 leaves room and stops stack bombs. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Whether the text holds more than `limit` '[' and '{' together (inside strings or not). */
function moreOpeningsThan(text: string, limit: number): boolean {
  let count = 0;
  for (const opening of ['[', '{']) {
    for (let at = text.indexOf(opening); at !== -1; at = text.indexOf(opening, at + 1)) {
      if (++count > limit) return true;
    }
  }
  return false;
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one flat pass over its
 * characters (brackets inside strings, escaped quotes included, do not count). It never
 * recurses, so it is safe on any text, valid JSON or not; it stops once `limit` is passed.
 */
export function jsonDepthOver(text: string, limit = MAX_JSON_DEPTH): boolean {
  // Fewer openings than the limit cannot nest past it: found by the engine's own search, so a
  // large body with few brackets (a CSV import's 5 MB) costs no pass in JavaScript.
  if (!moreOpeningsThan(text, limit)) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** The worker's answer for a body nested too deeply (src/server/off-thread/worker.ts). */
export const NESTING_TOO_DEEP = 'nesting_too_deep';
