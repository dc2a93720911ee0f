import type { AnalyticsResponse } from '@/shared/schemas/analytics';
import { platformName } from '@/web/lib/format';
import { chartColors } from './chart-theme';

// What each chart draws and its legend says, without recharts: the cards render at once, the
// drawings (plots.tsx) load when a chart comes into view.

export const rateSeries = [
  { dataKey: 'replyRate', name: 'Reply rate', stroke: chartColors.success },
  { dataKey: 'meetingRate', name: 'Meeting rate', stroke: chartColors.primary },
] as const;

/**
 * A rate series with a single day that has a rate (a member's first day, a week with one day of
 * new prospects) draws no line: it gets a dot there, or the chart would look empty.
 */
export function loneDot(daily: AnalyticsResponse['daily'], series: (typeof rateSeries)[number]) {
  const days = daily.filter((day) => day[series.dataKey] !== null).length;
  return days === 1 ? { r: 4, strokeWidth: 0, fill: series.stroke } : false;
}

type Day = AnalyticsResponse['daily'][number];

/** A day's follow-ups that do not count toward its goal (the coach counts new DMs only). */
const notCounted = (day: Day) => day.dms - day.counted;

/** The period's follow-ups that did not count toward a goal: the chart's text and its bars. */
export const uncountedDms = (daily: AnalyticsResponse['daily']) =>
  daily.reduce((sum, day) => sum + notCounted(day), 0);

/**
 * The daily bars: the DMs sent, or where some do not count toward the goal, the ones that do and
 * on top of them the follow-ups that do not, so a bar meets the goal line exactly when its day is
 * at goal.
 */
export function dailySeries(daily: AnalyticsResponse['daily']) {
  const bar = (dataKey: string, name: string, faded = false) => ({
    dataKey,
    name,
    fill: faded ? chartColors.muted : chartColors.primary,
    faded,
  });
  if (uncountedDms(daily) === 0) return [bar('dms', 'DMs sent')];
  return [
    bar('counted', 'DMs toward the goal'),
    bar('notCounted', 'Follow-ups, not toward it', true),
  ];
}

/** Each day's row for the daily bars: its follow-ups that do not count as `notCounted`. */
export const dailyRows = (daily: AnalyticsResponse['daily']) =>
  daily.map((day) => ({ ...day, notCounted: notCounted(day) }));

/**
 * The daily chart's scale: from the goal when the bars stay readable beside it (the highest bar
 * at least a third of the way up), else from the bars (their highest plus a quarter, at least
 * 10), with the goal line then above the scale and said so (a team goal of 228 beside days of
 * 14 DMs would leave the bars a few pixels tall). `goalAbove`: the highest goal of the period,
 * when it is above the scale.
 */
export function dmScale(daily: AnalyticsResponse['daily']): {
  top: number;
  goalAbove: number | null;
} {
  const bars = Math.max(0, ...daily.map((day) => day.dms));
  const goal = Math.max(0, ...daily.map((day) => day.goal));
  // Nothing sent: no bar to read, the goal is the scale.
  if (bars === 0 || bars * 3 >= goal) return { top: Math.max(bars, goal, 1), goalAbove: null };
  const top = Math.max(10, Math.ceil((bars * 1.25) / 5) * 5);
  return top >= goal ? { top: goal, goalAbove: null } : { top, goalAbove: goal };
}

export const setterSeries = [
  { dataKey: 'dms', name: 'DMs', fill: chartColors.primary },
  { dataKey: 'replied', name: 'Replied', fill: chartColors.success },
  { dataKey: 'booked', name: 'Booked', fill: chartColors.warning },
];

/** Each platform's row: the member's reply rate and the industry-estimate band. */
export const platformRows = (data: AnalyticsResponse) =>
  data.platforms.map((platform) => ({
    name: platformName(platform.platform),
    band: platform.benchmark ? [platform.benchmark.low, platform.benchmark.high] : null,
    rate: platform.replyRate,
    ...platform,
  }));
export type PlatformRow = ReturnType<typeof platformRows>[number];
