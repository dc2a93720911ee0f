import { z } from 'zod';
import type { ProspectCounts } from '../domain/rates';

export const analyticsRanges = [7, 30, 90] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

export const analyticsQuery = z.strictObject({
  days: z
    .enum(['7', '30', '90'], { message: 'days must be 7, 30 or 90' })
    .default('30')
    .transform((value) => Number(value) as AnalyticsRange),
});

/**
 * One local day. `dms`, `replies` and `meetings` count the rows whose sent_at, response_at and
 * meeting_at fall on that day (what the logs show for the day); `counted` those of its DMs that
 * count toward the goal (new DMs, or every DM where the coach counts follow-ups), and `atGoal`
 * whether they reached it. The rates are the one definition (prospectRate,
 * src/shared/domain/rates.ts): of the `prospects` first messaged that day, the share who
 * replied / booked (`replied`, `booked`) so far.
 */
export type AnalyticsDay = ProspectCounts & {
  day: string;
  dms: number;
  counted: number;
  goal: number;
  atGoal: boolean;
  replies: number;
  meetings: number;
  replyRate: number | null;
  meetingRate: number | null;
};

/**
 * DMs sent in the range for one platform, setter or script, the prospects first messaged by them
 * in the range and how many of those replied / booked: the rates' parts (prospectRate).
 */
export type AnalyticsBreakdownRow = ProspectCounts & {
  dms: number;
  replyRate: number | null;
  meetingRate: number | null;
};

export type BenchmarkBand = { low: number; high: number };

export type AnalyticsResponse = {
  days: AnalyticsRange;
  from: string;
  to: string;
  timeZone: string;
  /** Whether the community counts follow-ups toward the goal (else only new DMs count). */
  followUpsCount: boolean;
  /**
   * `dms` are new DMs and follow-ups together; the new DMs (first DMs to a prospect) are
   * `prospects`, the follow-ups `dms - prospects`. `replies` and `meetings` are those logged in
   * the range.
   */
  totals: {
    dms: number;
    /** The range's new DMs (equal to `prospects`) and follow-ups: `dms` is both together. */
    newDms: number;
    followUps: number;
    replies: number;
    meetings: number;
    /** Prospects first messaged in the range, and how many of them replied / booked. */
    prospects: number;
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

/** Rates from fewer DMs than this are noise: they are not shown. */
export const MIN_SCRIPT_SAMPLE = 20;

/** A script's or tone's DMs; the rates are null below MIN_SCRIPT_SAMPLE DMs. */
export type ScriptBreakdownRow = AnalyticsBreakdownRow & { enoughData: boolean };

export type ScriptAnalyticsResponse = {
  days: AnalyticsRange;
  from: string;
  to: string;
  minSample: number;
  /** `fromExport`: of the script's first DMs, how many a platform export's apply wrote. */
  scripts: Array<ScriptBreakdownRow & { key: string; label: string; fromExport: number }>;
  tones: Array<ScriptBreakdownRow & { tone: string; label: string }>;
};

/** A vault script's community rate is shown once this many DMs from this many members used it. */
export const VAULT_RATE_MIN_DMS = 30;
export const VAULT_RATE_MIN_MEMBERS = 3;

/** The community's reply rate per vault script (aggregates only; scripts below the bar absent). */
export type VaultRatesResponse = {
  minDms: number;
  minMembers: number;
  scripts: Array<{ key: string; dms: number; replyRate: number }>;
};
