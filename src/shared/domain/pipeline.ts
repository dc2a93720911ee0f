/**
 * The DM pipeline (docs/product.md, Pipeline status): each prospect's status is derived from its
 * DM row, never stored.
 */
import { addDays, localDay } from './day';

export const COLD_AFTER_DAYS = 7;
/** A DM without a reply is due for a follow-up on the third local day after it was sent. */
export const FOLLOW_UP_AFTER_DAYS = 3;
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

/** Whole days since the DM was sent (24-hour days; 0 on the day itself). */
export function ageInDays(sentAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(sentAt).getTime()) / DAY_MS));
}

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
 * The follow-up window on local days: a DM sent on day D with no reply is due on D + 3.
 * 'today' holds DMs sent on today − 3; 'overdue' those sent earlier that are not cold yet.
 */
export function followUpDueDay(sentAt: string, timeZone: string): string {
  return addDays(localDay(new Date(sentAt), timeZone), FOLLOW_UP_AFTER_DAYS);
}

export const followUpGroups = ['today', 'overdue'] as const;
export type FollowUpGroup = (typeof followUpGroups)[number];
