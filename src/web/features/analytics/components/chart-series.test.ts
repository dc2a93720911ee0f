import { describe, expect, it } from 'vitest';
import type { AnalyticsDay } from '@/shared/schemas/analytics';
import { loneDot, rateSeries } from './chart-series';

const [reply, meeting] = rateSeries;

const day = (n: number, replyRate: number | null, meetingRate: number | null): AnalyticsDay => ({
  day: `2026-11-${String(n).padStart(2, '0')}`,
  dms: 0,
  goal: 20,
  atGoal: false,
  replies: 0,
  meetings: 0,
  prospects: replyRate === null ? 0 : 4,
  replied: 0,
  booked: 0,
  replyRate,
  meetingRate,
});

describe('loneDot', () => {
  it('marks the only day of a series that has a rate, which draws no line', () => {
    const daily = [day(1, null, null), day(2, null, null), day(3, 50, 25)];
    expect(loneDot(daily, reply)).toEqual({ r: 4, strokeWidth: 0, fill: reply.stroke });
    expect(loneDot(daily, meeting)).toEqual({ r: 4, strokeWidth: 0, fill: meeting.stroke });
  });

  it('leaves a series with a line (two days or more, gaps joined) or none without dots', () => {
    expect(loneDot([day(1, 10, 0), day(2, null, null), day(3, 50, 0)], reply)).toBe(false);
    expect(loneDot([day(1, null, null), day(2, null, null)], reply)).toBe(false);
  });
});
