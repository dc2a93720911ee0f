import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VAULT_NICHES } from '../content/vault';
import { vaultScriptKey } from './script-used';
import { matchScript, scriptTokens, tokenRatio } from './script-match';

const words = fc.array(fc.constantFrom('hi', 'there', 'loved', 'your', 'post', 'call', 'quick'), {
  maxLength: 20,
});

describe('the token ratio', () => {
  it('is 1 for the same words, symmetric, and between 0 and 1', () => {
    fc.assert(
      fc.property(words, words, (a, b) => {
        expect(tokenRatio(a, a)).toBe(1);
        expect(tokenRatio(a, b)).toBeCloseTo(tokenRatio(b, a));
        expect(tokenRatio(a, b)).toBeGreaterThanOrEqual(0);
        expect(tokenRatio(a, b)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('ignores case, punctuation and the script’s [placeholders]', () => {
    expect(scriptTokens('Hi [Name], LOVED your post!')).toEqual(['hi', 'loved', 'your', 'post']);
  });
});

describe('matching a first message to a script', () => {
  const niche = VAULT_NICHES[0];
  const candidates = niche.scripts.map((script, index) => ({
    key: vaultScriptKey(niche.id, index),
    tokens: scriptTokens(script.content),
  }));

  it('finds the vault script a message was written from, placeholders filled in', () => {
    const filled = niche.scripts[1].content.replace(/\[[^\]]*\]/g, 'Zoë');
    expect(matchScript(filled, candidates)).toBe(vaultScriptKey(niche.id, 1));
  });

  it('matches nothing for an unrelated message or an empty one', () => {
    expect(matchScript('Are we still on for dinner on Friday?', candidates)).toBeNull();
    expect(matchScript('', candidates)).toBeNull();
  });
});
