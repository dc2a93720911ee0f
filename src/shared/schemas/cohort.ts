import { z } from 'zod';
import type { AttentionReason } from './cohort-attention';

/** "This week" runs Monday to today; the others are the last 7 or 30 local days. */
export const cohortPeriods = ['week', '7', '30'] as const;
export type CohortPeriod = (typeof cohortPeriods)[number];

export const cohortSorts = [
  'name',
  'dms',
  'replies',
  'meetings',
  'replyRate',
  'meetingRate',
  'streak',
  'daysAtGoal',
  'lastDm',
  'teamSize',
] as const;
export type CohortSort = (typeof cohortSorts)[number];

export const COHORT_PAGE_SIZE = 25;

const period = z.enum(cohortPeriods, { message: 'period must be week, 7 or 30' }).default('week');

export const cohortPeriodQuery = z.strictObject({ period });

export const cohortListQuery = z.strictObject({
  period,
  sort: z.enum(cohortSorts, { message: 'Unknown sort column' }).default('name'),
  dir: z.enum(['asc', 'desc'], { message: 'dir must be asc or desc' }).default('asc'),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CohortListQuery = z.input<typeof cohortListQuery>;
export type CohortListOptions = z.output<typeof cohortListQuery>;

/** A member's counts for the period: what the member's own analytics show for the same days. */
export type CohortCounts = {
  dms: number;
  /** Replies and meetings that happened in the period (by response_at / meeting_at). */
  replies: number;
  meetings: number;
  /**
   * Prospects first messaged in the period (new DMs), and how many of them replied / booked: the
   * rates' parts (prospectRate, src/shared/domain/rates.ts).
   */
  prospects: number;
  replied: number;
  booked: number;
  replyRate: number | null;
  meetingRate: number | null;
};

export type CohortRow = CohortCounts & {
  userId: string;
  name: string;
  timeZone: string;
  streak: number;
  daysAtGoal: number;
  lastDmAt: string | null;
  teamSize: number;
  /**
   * The member's latest check against a platform export (docs/decisions/0136-platform-exports.md):
   * when, and of the DMs it showed them sending, how many they had logged before; counts only.
   */
  exportCheck: ExportCheck | null;
};

export type ExportCheck = { checkedAt: string; exportedDms: number; loggedBefore: number };

export type CohortPage = {
  period: CohortPeriod;
  page: number;
  pageSize: number;
  total: number;
  rows: CohortRow[];
};

export type AttentionMember = {
  userId: string;
  name: string;
  reasons: AttentionReason[];
  lastDmAt: string | null;
  replyRate: number | null;
};

export type CohortAttention = {
  /** The cohort's reply rate over the last 30 days, the yardstick of low_reply_rate. */
  cohortReplyRate: number | null;
  members: AttentionMember[];
};

export type CohortTotals = CohortCounts & { members: number; activeMembers: number };

export type CohortSummary = {
  period: CohortPeriod;
  current: CohortTotals;
  previous: CohortTotals;
  /** The cohort's DMs per local day of the period (each member's own days), oldest first. */
  daily: Array<{ day: string; dms: number }>;
};

/** The coach's weekly email: the last 7 days against the 7 before, and who needs attention. */
export type CohortWeeklySummary = {
  current: CohortTotals;
  previous: CohortTotals;
  attention: AttentionMember[];
};
