import type { ProspectGlance } from '@/shared/schemas/dm';
import { formatDate, formatRelative } from '@/web/lib/format';

/**
 * "Follow-up 2 to Nina · first DM 3 days ago": what the next Log DM to a prospect will be,
 * before it counts. The Log DM dialog and the share page say it alike.
 */
export function followUpText(prospect: ProspectGlance, timeZone: string | undefined): string {
  const replied = prospect.repliedAt
    ? ` · replied ${formatDate(prospect.repliedAt, timeZone)}`
    : '';
  return `Follow-up ${prospect.touches} to ${prospect.name} · first DM ${formatRelative(prospect.firstDmAt)}${replied}`;
}
