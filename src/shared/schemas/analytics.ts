import { z } from 'zod';

export const analyticsRanges = [7, 30, 90] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

export const analyticsQuery = z.strictObject({
  days: z
    .enum(['7', '30', '90'], { message: 'days must be 7, 30 or 90' })
    .default('30')
    .transform((value) => Number(value) as AnalyticsRange),
});
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

/**
 * One local day. `dms`, `replies` and `meetings` count the rows whose sent_at, response_at and
 * meeting_at fall on that day (what the logs show for the day). The rates follow the day's DMs:
 * the share of DMs sent that day that got a reply / booked a meeting so far.
 */
export type AnalyticsDay = {
  day: string;
  dms: number;
  goal: number;
  replies: number;
  meetings: number;
  replyRate: number | null;
  meetingRate: number | null;
};

/** DMs sent in the range for one platform or setter, and how many of them got a reply / meeting. */
export type AnalyticsBreakdownRow = {
  dms: number;
  replied: number;
  booked: number;
  replyRate: number | null;
  meetingRate: number | null;
};

export type BenchmarkBand = { low: number; high: number };

export type AnalyticsResponse = {
  days: AnalyticsRange;
  from: string;
  to: string;
  timeZone: string;
  totals: {
    dms: number;
    replies: number;
    meetings: number;
    /** DMs sent in the range that got a reply / booked a meeting. */
    replied: number;
    booked: number;
    replyRate: number | null;
    meetingRate: number | null;
    daysAtGoal: number;
  };
  daily: AnalyticsDay[];
  platforms: Array<AnalyticsBreakdownRow & { platform: string; benchmark: BenchmarkBand | null }>;
  setters: Array<AnalyticsBreakdownRow & { setter: string }>;
};
