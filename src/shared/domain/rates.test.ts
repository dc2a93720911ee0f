import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prospectRate, prospectRates, rateBasis, rateDigits, rateIn } from './rates';

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

describe('rateIn', () => {
  it('writes one decimal in the locale, rounding an exact tie up', () => {
    expect(rateIn('en-US', prospectRate(3, 2000)!)).toBe('0.2%');
    expect(rateIn('en-US', 36.44)).toBe('36.4%');
    expect(rateIn('de-DE', 12.5)).toBe('12,5%');
    expect(rateIn('en-US', 100)).toBe('100.0%');
  });
});

describe('rateDigits', () => {
  /** What a screen shows, without its percent sign. */
  const shown = (part: number, prospects: number) =>
    rateIn('en-US', prospectRate(part, prospects)!).slice(0, -1);

  it('rounds exact ties up, as the screens do, where toFixed would not', () => {
    expect(rateDigits(3, 2000)).toBe('0.2');
    expect(prospectRate(3, 2000)!.toFixed(1)).toBe('0.1');
    expect(rateDigits(29, 2000)).toBe('1.5');
    expect(rateDigits(49, 400)).toBe('12.3');
    expect(rateDigits(1, 3)).toBe('33.3');
    expect(rateDigits(2, 3)).toBe('66.7');
    expect(rateDigits(5, 5)).toBe('100.0');
    expect(rateDigits(0, 7)).toBe('0.0');
  });

  it('has no text without a rate, and caps the part as prospectRate does', () => {
    expect(rateDigits(0, 0)).toBe('');
    expect(rateDigits(9, 4)).toBe('100.0');
    expect(rateDigits(-1, 4)).toBe('0.0');
  });

  it('shows the digits the screens show for every part of up to 2,000 prospects', () => {
    for (let prospects = 1; prospects <= 2000; prospects += 1) {
      for (const part of [
        0,
        1,
        3,
        Math.floor(prospects / 8),
        Math.floor(prospects / 2),
        prospects,
      ]) {
        expect(rateDigits(part, prospects)).toBe(shown(part, prospects));
      }
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), (prospects, seed) => {
        const part = seed % (prospects + 1);
        expect(rateDigits(part, prospects)).toBe(shown(part, prospects));
      }),
    );
  });
});
