import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSelf, setterOrSelf } from './self-setter';

describe('the Self setter', () => {
  it("is 'Self' in any case, padded or not", () => {
    for (const name of ['Self', 'self', 'SELF', ' sElF ']) expect(isSelf(name)).toBe(true);
    for (const name of ['Selfie', 'Alex', '', 'my self']) expect(isSelf(name)).toBe(false);
  });

  it('is the setter of a DM with no setter, and keeps every other name', () => {
    expect(setterOrSelf(undefined)).toBe('Self');
    expect(setterOrSelf('')).toBe('Self');
    expect(setterOrSelf(' self')).toBe('Self');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        fc.pre(!isSelf(name));
        expect(setterOrSelf(name)).toBe(name);
      }),
    );
  });
});
