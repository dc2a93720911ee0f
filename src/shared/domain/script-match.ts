/**
 * Which script a real first message was sent with (docs/decisions/0136-platform-exports.md):
 * a token ratio (Sørensen–Dice over the words, case and punctuation ignored, the script's
 * `[placeholders]` left out) of 0.75 or more with the closest script.
 */
export const SCRIPT_MATCH_THRESHOLD = 0.75;

export function scriptTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\[[^\]]*\]|\{[^}]*\}/g, ' ')
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

/** 2·|A ∩ B| / (|A| + |B|) over word multisets: 1 for the same words, 0 for none shared. */
export function tokenRatio(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const word of a) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of b) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(word, left - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

export type ScriptCandidate = { key: string; tokens: string[] };

/** The key of the closest script at or above the threshold, or null. */
export function matchScript(text: string, candidates: readonly ScriptCandidate[]): string | null {
  const words = scriptTokens(text);
  if (words.length === 0) return null;
  let best: { key: string; ratio: number } | null = null;
  for (const candidate of candidates) {
    const ratio = tokenRatio(words, candidate.tokens);
    if (ratio >= SCRIPT_MATCH_THRESHOLD && (!best || ratio > best.ratio)) {
      best = { key: candidate.key, ratio };
    }
  }
  return best?.key ?? null;
}
