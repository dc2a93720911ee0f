import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quoteOfTheDay, quotes } from './quotes';

describe('quote of the day', () => {
  it('has ten attributed quotes', () => {
    expect(quotes).toHaveLength(10);
    for (const quote of quotes) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.author.trim()).not.toBe('');
      expect(quote.source.trim()).not.toBe('');
    }
    expect(new Set(quotes.map((quote) => quote.text)).size).toBe(10);
  });

  it('gives each of the first ten days its own quote and repeats every ten days', () => {
    expect(new Set(Array.from({ length: 10 }, (_, i) => quoteOfTheDay(i + 1))).size).toBe(10);
    expect(quoteOfTheDay(1)).toBe(quotes[0]);
    expect(quoteOfTheDay(31)).toBe(quotes[0]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 21 }), (day) => {
        expect(quoteOfTheDay(day + 10)).toBe(quoteOfTheDay(day));
      }),
    );
  });

  it('always answers a quote, even for odd input', () => {
    for (const day of [0, -3, 32, Number.NaN, 2.5]) expect(quotes).toContain(quoteOfTheDay(day));
  });
});
