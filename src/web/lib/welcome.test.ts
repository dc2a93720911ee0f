import { describe, expect, it } from 'vitest';
import { greeting, isSignedUpState, signedUpState } from './welcome';

describe('the greeting', () => {
  it('welcomes a new account and welcomes back a returning member', () => {
    expect(greeting('Ada', true)).toBe('Welcome, Ada');
    expect(greeting('Ada', false)).toBe('Welcome back, Ada');
  });

  it('reads only the sign-up state as a new account', () => {
    expect(isSignedUpState(signedUpState)).toBe(true);
    for (const state of [null, undefined, 'signedUp', {}, { signedUp: 'yes' }, { other: true }]) {
      expect(isSignedUpState(state)).toBe(false);
    }
  });
});
