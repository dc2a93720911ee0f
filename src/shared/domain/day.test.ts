import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, isValidDay, localDay, localDayBounds, startOfLocalDay } from './day';

describe('local days', () => {
  it('puts one instant on different days in different zones', () => {
    const instant = new Date('2026-03-10T02:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-10');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-09');
    expect(localDay(instant, 'Australia/Sydney')).toBe('2026-03-10');
  });

  it('bounds a local day as UTC instants, DST days included', () => {
    expect(localDayBounds('2026-03-10', 'America/Los_Angeles').map((d) => d.toISOString())).toEqual(
      ['2026-03-10T07:00:00.000Z', '2026-03-11T07:00:00.000Z'],
    );
    // US spring-forward day is 23 hours long
    const [start, end] = localDayBounds('2026-03-08', 'America/Los_Angeles');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
    expect(startOfLocalDay('2026-11-22', 'Australia/Sydney').toISOString()).toBe(
      '2026-11-21T13:00:00.000Z',
    );
  });

  it('validates days', () => {
    expect(isValidDay('2026-02-28')).toBe(true);
    expect(isValidDay('2026-02-30')).toBe(false);
    expect(isValidDay('26-2-3')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('every instant falls inside the bounds of its own local day (property)', () => {
    const zones = [
      'UTC',
      'America/Los_Angeles',
      'Australia/Sydney',
      'Asia/Kolkata',
      'Europe/London',
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const [start, end] = localDayBounds(localDay(instant, zone), zone);
          expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(instant.getTime()).toBeLessThan(end.getTime());
        },
      ),
    );
  });
});
