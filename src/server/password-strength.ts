import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scale: 0-1 is guessable within 10^6 tries; 2 and up withstands an online attack. */
const MIN_SCORE = 2;

let factory: Promise<ZxcvbnFactory> | undefined;
/**
 * Loaded and built on first use: the dictionaries take a moment (~90 ms to load) and most
 * requests, and every start, never need them (ADR 0142).
 */
const estimator = () =>
  (factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  ));

/** Whose password it is: their email, its local part, name and company count as guessable. */
export type PasswordOwner = { email: string; name: string; company?: string | null };

/**
 * The one password rule of sign-up, password change and reset: why `password` is too easy to
 * guess for its owner, or null (docs/decisions/0102-passwords-and-sign-in-limits.md).
 */
export function weakPasswordFor(password: string, owner: PasswordOwner | null) {
  if (!owner) return weakPasswordReason(password);
  const { email, name, company } = owner;
  return weakPasswordReason(password, [email, email.split('@')[0] ?? '', name, company ?? '']);
}

/**
 * Why a password is too easy to guess (common, repeated, a keyboard row, the member's own name
 * or email), or null when it is strong enough. Offline: nothing leaves the server.
 */
async function weakPasswordReason(
  password: string,
  personal: string[] = [],
): Promise<string | null> {
  const result = await (await estimator()).check(password, personal.filter(Boolean));
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? 'It is too easy to guess.';
  const hint = result.feedback.suggestions[0] ?? 'Add a few more words or characters.';
  return `Choose a stronger password. ${why} ${hint}`;
}
