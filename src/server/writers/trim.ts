/**
 * Cuts a text to at most `max` characters at the end of a sentence
 * (docs/decisions/0112-script-limits.md). With no sentence end in reach, it cuts at the last
 * word boundary and closes with an ellipsis.
 */
export function trimAtSentence(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  let cut = -1;
  for (const match of head.matchAll(/[.!?…]["')\]’”]*(?=\s|$)/gu)) {
    const end = match.index + match[0].length;
    if (end <= max) cut = end;
  }
  if (cut > max / 3) return clean.slice(0, cut).trim();
  const words = clean.slice(0, max - 1);
  const space = words.lastIndexOf(' ');
  const base = (space > max / 2 ? words.slice(0, space) : words).replace(/[\s,;:–—-]+$/u, '');
  return `${base}…`;
}
