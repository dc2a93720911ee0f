/**
 * The pipeline (docs/product.md, Pipeline status): each prospect's status is derived from its
 * last DM, its reply and its meeting, never stored.
 */

export const COLD_AFTER_DAYS = 7;
export const THIS_WEEK_DAYS = 7;
const DAY_MS = 86_400_000;

export type PipelineStatus = 'sent' | 'responded' | 'meeting' | 'cold';

/** The status filter values; 'sent' includes cold DMs (docs/product.md, Prospect Tracker). */
export const statusFilters = ['all', 'sent', 'responded', 'closed', 'cold'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** The platform filter: every platform a profile URL names (docs/product.md, Prospect Tracker). */
export const platformFilters = ['all', 'linkedin', 'twitter', 'instagram', 'facebook'] as const;
export type PlatformFilter = (typeof platformFilters)[number];

type PipelineFields = { sentAt: string; responseReceived: boolean; meetingBooked: boolean };

/** Cold: no reply and sent more than 7 days (7 × 24 h) ago. */
export function isCold(dm: PipelineFields, now: Date): boolean {
  return (
    !dm.responseReceived && now.getTime() - new Date(dm.sentAt).getTime() > COLD_AFTER_DAYS * DAY_MS
  );
}

export function pipelineStatus(dm: PipelineFields, now: Date): PipelineStatus {
  if (dm.meetingBooked) return 'meeting';
  if (dm.responseReceived) return 'responded';
  return isCold(dm, now) ? 'cold' : 'sent';
}

/**
 * The follow-up lists: due today, and overdue for at most COLD_AFTER_DAYS (the next follow-up
 * day comes from the prospect's cadence: src/server/routes/prospects/prospect-rows.ts).
 */
export const followUpGroups = ['today', 'overdue'] as const;
export type FollowUpGroup = (typeof followUpGroups)[number];
