import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  formatTime,
  formatDate,
  formatDateTime,
  formatDay,
  formatPercent,
  formatPercentRange,
  formatRate,
  formatRelative,
  platformName,
  plural,
} from './format';

const useLocale = (language: string) => vi.stubGlobal('navigator', { language });
afterEach(() => vi.unstubAllGlobals());

describe('format (en-US)', () => {
  it('prints counts, plurals, rates and percents', () => {
    useLocale('en-US');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(plural(1, 'DM')).toBe('1 DM');
    expect(plural(1200, 'reply', 'replies')).toBe('1,200 replies');
    expect(formatRate(36.44)).toBe('36.4%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(null)).toBe('—');
    expect(formatRate(Number.NaN)).toBe('—');
    expect(formatPercent(49.6)).toBe('50%');
    expect(formatPercentRange(8, 15)).toBe('8–15%');
  });

  it('always shows a rate with exactly one decimal (property)', () => {
    useLocale('en-US');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e4, noNaN: true }), (rate) => {
        expect(formatRate(rate)).toMatch(/^[\d,]+\.\d%$/);
      }),
    );
  });

  it('prints instants in the zone it is given', () => {
    useLocale('en-US');
    const iso = '2025-03-03T23:30:00Z';
    expect(formatDate(iso, 'UTC')).toBe('Mar 3, 2025');
    expect(formatDate(iso, 'Asia/Tokyo')).toBe('Mar 4, 2025');
    expect(formatDateTime(iso, 'America/New_York')).toMatch(/^Mar 3, 2025, 6:30\sPM$/);
    expect(formatTime(iso, 'Europe/Paris')).toMatch(/^12:30\sAM$/);
  });

  it('prints a local day as that day in every zone', () => {
    useLocale('en-US');
    expect(formatDay('2025-05-12')).toBe('Mon, May 12');
    expect(formatDay('2025-05-12', { weekday: false })).toBe('May 12');
    expect(formatDay('2025-05-12', { year: true })).toBe('Mon, May 12, 2025');
  });

  it('prints relative times', () => {
    useLocale('en-US');
    const now = Date.parse('2025-03-03T12:00:00Z');
    expect(formatRelative(null, now)).toBe('Never');
    expect(formatRelative('2025-03-03T11:59:30Z', now)).toBe('just now');
    expect(formatRelative('2025-03-03T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2025-03-02T12:00:00Z', now)).toBe('yesterday');
  });

  it('names each platform once', () => {
    expect(platformName('twitter')).toBe('X');
    expect(platformName('linkedin')).toBe('LinkedIn');
    expect(platformName('other')).toBe('Other');
  });
});

describe('format follows the browser locale', () => {
  it('uses the locale for numbers and dates', () => {
    useLocale('de-DE');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatRate(36.44)).toBe('36,4%');
    expect(formatDate('2025-03-03T12:00:00Z', 'UTC')).toBe('03.03.2025');
    expect(formatDay('2025-05-12', { weekday: false })).toBe('12. Mai');
  });
});
