import { trimAtSentence } from '../trim';
import { lowerStart } from './phrases';

/**
 * One piece of a script. Optional pieces carry `drop` (the higher, the sooner it goes when the
 * script is over its limit); a piece may offer a `short` wording used before anything is dropped
 * at the same priority.
 */
export type Section = {
  text: string;
  /** Start a new paragraph before this piece. */
  para?: boolean;
  drop?: number;
  short?: { text: string; at: number };
};

export type Maybe<T> = T | null | undefined | false | '';

/**
 * Joins pieces with spaces, or blank lines before a new paragraph. After an inline greeting
 * ("Hi Liam,") the next sentence continues in lower case, unless it starts with a protected
 * value such as the company's name.
 */
function render(sections: Section[], protect: string[]): string {
  let out = '';
  for (const section of sections) {
    if (!out) {
      out = section.text;
      continue;
    }
    let text = section.text;
    if (!section.para && out.endsWith(',') && !protect.some((value) => text.startsWith(value))) {
      text = lowerStart(text);
    }
    out += (section.para ? '\n\n' : ' ') + text;
  }
  return out;
}

/** Joins the pieces and sheds optional ones until the script fits `max` characters. */
export function compose(
  pieces: Array<Maybe<Section>>,
  max: number,
  protect: string[] = [],
): string {
  let sections = pieces.filter((piece): piece is Section => Boolean(piece && piece.text));
  let text = render(sections, protect);
  while (text.length > max) {
    let best: { index: number; priority: number; shorten: boolean } | null = null;
    for (const [index, section] of sections.entries()) {
      const options: Array<[number, boolean]> = [];
      if (section.drop !== undefined) options.push([section.drop, false]);
      if (section.short) options.push([section.short.at + 0.5, true]);
      for (const [priority, shorten] of options) {
        if (!best || priority > best.priority) best = { index, priority, shorten };
      }
    }
    if (!best) break;
    const chosen = best;
    sections = sections.flatMap((section, i) => {
      if (i !== chosen.index) return [section];
      return chosen.shorten && section.short
        ? [{ ...section, text: section.short.text, short: undefined }]
        : [];
    });
    text = render(sections, protect);
  }
  return text.length > max ? trimAtSentence(text, max) : text;
}
