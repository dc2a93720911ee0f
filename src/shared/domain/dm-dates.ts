/**
 * Times no platform can give a DM (issue #37): before the platform existed, or after tomorrow.
 * One rule for every way a dated DM comes in (the export check's facts, the CSV import); a log
 * made in the app, /api/v1 or MCP is dated by the server (at most 30 days back, Queued-For-Ms).
 */
import type { Platform } from './platform';

/** The day each platform opened: no DM on it is older. */
export const PLATFORM_OPENED: Record<Platform, string> = {
  linkedin: '2003-05-05',
  facebook: '2004-02-04',
  twitter: '2006-03-21',
  instagram: '2010-10-06',
  // Any other profile is a web address: none is older than the first public website.
  other: '1991-08-06',
};

/**
 * "After tomorrow" is later than the end of tomorrow in every time zone, whatever the member's:
 * tomorrow ends within 48 hours of now everywhere, so a time more than 48 hours after the
 * server's clock is refused.
 */
const LATEST_AHEAD_MS = 48 * 3_600_000;

/** Why a DM cannot be dated `at` on `platform`, or null when it can. */
export function impossibleDmTime(platform: Platform, at: Date, now: Date): string | null {
  const opened = PLATFORM_OPENED[platform];
  // The opening day begins first at UTC+14.
  if (!(at.getTime() >= Date.parse(`${opened}T00:00:00+14:00`))) {
    return `Date is before the platform existed (${opened})`;
  }
  if (at.getTime() > now.getTime() + LATEST_AHEAD_MS) return 'Date is after tomorrow';
  return null;
}
