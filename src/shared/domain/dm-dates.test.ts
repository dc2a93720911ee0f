import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impossibleDmTime, PLATFORM_OPENED } from './dm-dates';
import { platforms } from './platform';

const now = new Date('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;

describe('times no platform can give a DM', () => {
  it('refuses a time before the platform opened, from the first moment that day begins anywhere', () => {
    expect(impossibleDmTime('linkedin', new Date('2003-05-04T09:59:59Z'), now)).toBe(
      'Date is before the platform existed (2003-05-05)',
    );
    // 2003-05-05 00:00 at UTC+14
    expect(impossibleDmTime('linkedin', new Date('2003-05-04T10:00:00Z'), now)).toBeNull();
    expect(impossibleDmTime('twitter', new Date('2006-03-01T00:00:00Z'), now)).toMatch(
      /2006-03-21/,
    );
    expect(impossibleDmTime('instagram', new Date('2010-01-01T00:00:00Z'), now)).toMatch(
      /2010-10-06/,
    );
    expect(impossibleDmTime('facebook', new Date('2004-02-05T00:00:00Z'), now)).toBeNull();
    expect(impossibleDmTime('other', new Date('1991-01-01T00:00:00Z'), now)).toMatch(/1991/);
  });

  it('refuses the years that broke the data download, and an invalid date', () => {
    for (const at of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '1970-01-01T00:00:00Z']) {
      expect(impossibleDmTime('linkedin', new Date(at), now), at).toMatch(/before the platform/);
    }
    expect(impossibleDmTime('linkedin', new Date('9999-12-31T00:00:00Z'), now)).toBe(
      'Date is after tomorrow',
    );
    expect(impossibleDmTime('linkedin', new Date(Number.NaN), now)).not.toBeNull();
  });

  it('accepts up to 48 hours after now (tomorrow somewhere), and refuses later', () => {
    expect(impossibleDmTime('twitter', new Date(now.getTime() + 48 * HOUR), now)).toBeNull();
    expect(impossibleDmTime('twitter', new Date(now.getTime() + 48 * HOUR + 1), now)).toBe(
      'Date is after tomorrow',
    );
  });

  it('accepts any time from the opening day to tomorrow, on every platform', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...platforms),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (platform, share) => {
          const from = Date.parse(`${PLATFORM_OPENED[platform]}T00:00:00Z`);
          const to = now.getTime() + 24 * HOUR;
          const at = new Date(Math.floor(from + share * (to - from)));
          expect(impossibleDmTime(platform, at, now)).toBeNull();
        },
      ),
    );
  });
});
