import type { AnalyticsResponse } from '@/shared/schemas/analytics';
import { platformName } from '@/web/lib/format';
import { chartColors } from './chart-theme';

// What each chart draws and its legend says, without recharts: the cards render at once, the
// drawings (plots.tsx) load when a chart comes into view.

export const rateSeries = [
  { dataKey: 'replyRate', name: 'Reply rate', stroke: chartColors.success },
  { dataKey: 'meetingRate', name: 'Meeting rate', stroke: chartColors.primary },
];

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
