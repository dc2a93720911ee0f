import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './day';
import { lastDays, periodRange, weekStart, weekdayIndex } from './periods';

describe('periods', () => {
  it('runs weeks from Monday to Sunday', () => {
    expect(weekdayIndex('2024-05-06')).toBe(0); // Monday
    expect(weekdayIndex('2024-05-12')).toBe(6); // Sunday
    expect(periodRange('week', '2024-05-12')).toEqual({ from: '2024-05-06', to: '2024-05-13' });
    expect(periodRange('week', '2024-05-06')).toEqual({ from: '2024-05-06', to: '2024-05-13' });
  });

  it('runs months from the 1st to the 1st of the next month, across years', () => {
    expect(periodRange('month', '2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(periodRange('month', '2024-12-31')).toEqual({ from: '2024-12-01', to: '2025-01-01' });
  });

  it('gives the last n days ending on a day', () => {
    expect(lastDays('2024-03-01', 7)).toEqual({ from: '2024-02-24', to: '2024-03-02' });
  });

  it('always puts a day inside its week, which starts on a Monday', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((offset) => addDays('2000-01-01', offset));
    fc.assert(
      fc.property(day, (d) => {
        const start = weekStart(d);
        expect(weekdayIndex(start)).toBe(0);
        expect(start <= d && d < addDays(start, 7)).toBe(true);
        const month = periodRange('month', d);
        expect(month.from <= d && d < month.to).toBe(true);
      }),
    );
  });
});
