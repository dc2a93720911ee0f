import { describe, expect, it } from 'vitest';
import type { AnalyticsDay } from '@/shared/schemas/analytics';
import { dailyRows, dailySeries, dmScale, loneDot, rateSeries } from './chart-series';

const [reply, meeting] = rateSeries;

const day = (n: number, replyRate: number | null, meetingRate: number | null): AnalyticsDay => ({
  day: `2026-11-${String(n).padStart(2, '0')}`,
  dms: 0,
  counted: 0,
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

describe('dailySeries', () => {
  const sent = (dms: number, counted: number) => ({ ...day(1, null, null), dms, counted });

  it('is the DMs sent while every DM counts toward the goal', () => {
    expect(dailySeries([sent(30, 30), sent(0, 0)]).map((series) => series.dataKey)).toEqual([
      'dms',
    ]);
  });

  it('stacks the follow-ups that do not count on the DMs that do, meeting the goal line', () => {
    const daily = [sent(30, 18), sent(5, 5)];
    expect(dailySeries(daily).map((series) => series.dataKey)).toEqual(['counted', 'notCounted']);
    expect(dailyRows(daily).map(({ counted, notCounted }) => [counted, notCounted])).toEqual([
      [18, 12],
      [5, 0],
    ]);
  });
});

describe('dmScale (the daily chart’s scale)', () => {
  const week = (dms: number[], goal: number) =>
    dms.map((count, index) => ({ ...day(index + 1, null, null), dms: count, goal }));

  it('scales to the goal while the bars stay readable beside it', () => {
    expect(dmScale(week([20, 25, 31], 28))).toEqual({ top: 31, goalAbove: null });
    expect(dmScale(week([10, 12, 0], 28))).toEqual({ top: 28, goalAbove: null });
    expect(dmScale(week([0, 0, 0], 28))).toEqual({ top: 28, goalAbove: null });
  });

  it('scales to the days, not a far team goal, and says the goal is above', () => {
    const { top, goalAbove } = dmScale(week([14, 18, 9, 22], 228));
    expect(goalAbove).toBe(228);
    expect(top).toBe(30); // 22 + a quarter, to the next 5
    expect(22 / top).toBeGreaterThan(0.5); // the highest day fills most of the chart
    expect(dmScale(week([0, 0, 1], 228))).toEqual({ top: 10, goalAbove: 228 });
  });
});
