import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prospectRate, prospectRates, rateBasis } from './rates';

describe('prospectRate', () => {
  it('is the share of prospects, in percent', () => {
    expect(prospectRate(1, 4)).toBe(25);
    expect(prospectRate(2, 3)).toBeCloseTo(66.667);
  });

  it('has no rate without prospects (never "0 replies · 25 %")', () => {
    expect(prospectRate(0, 0)).toBeNull();
    expect(prospectRate(3, 0)).toBeNull();
  });

  it('stays within 0–100 % and is 0 only with no reply', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: 1, max: 1000 }), (part, whole) => {
        const value = prospectRate(part, whole)!;
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
        expect(value === 0).toBe(part === 0);
      }),
    );
  });
});

describe('prospectRates and rateBasis', () => {
  it('gives both rates over the same prospects', () => {
    expect(prospectRates({ prospects: 4, replied: 1, booked: 2 })).toEqual({
      replyRate: 25,
      meetingRate: 50,
    });
    expect(prospectRates({ prospects: 0, replied: 0, booked: 0 })).toEqual({
      replyRate: null,
      meetingRate: null,
    });
  });

  it('names the period', () => {
    expect(rateBasis('this week')).toBe('of prospects first messaged this week');
  });
});
