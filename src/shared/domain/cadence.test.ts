import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cadenceInputText, parseCadenceText } from './cadence';

describe('cadence text', () => {
  it('reads the days however they are separated', () => {
    expect(parseCadenceText('3, 7, 14')).toEqual([3, 7, 14]);
    expect(parseCadenceText('day 3 · day 7;14')).toEqual([3, 7, 14]);
    expect(parseCadenceText('')).toEqual([]);
    expect(parseCadenceText('2.5, -1')).toEqual([2.5, -1]);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 365 }), { maxLength: 10 }), (days) => {
        expect(parseCadenceText(cadenceInputText(days))).toEqual(days);
      }),
    );
  });
});
