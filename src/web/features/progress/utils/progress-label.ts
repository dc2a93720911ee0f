import type { Achievement } from '@/shared/schemas/progress';
import { formatCount, formatPercent } from '@/web/lib/format';

const units: Record<Exclude<Achievement['unit'], 'percent'>, [string, string]> = {
  dms: ['DM', 'DMs'],
  replies: ['reply', 'replies'],
  meetings: ['meeting', 'meetings'],
  days: ['day', 'days'],
};

/**
 * '58 / 100 DMs', '2 / 7 days', 'Today: 50% of your goal (200% needed)': a badge for reaching a share
 * of the day's goal says today's share and the share it needs apart, never a percent of a percent.
 */
export function progressLabel({ progress, target, unit }: Achievement): string {
  if (unit === 'percent')
    return `Today: ${formatPercent(progress)} of your goal (${formatPercent(target)} needed)`;
  return `${formatCount(progress)} / ${formatCount(target)} ${units[unit][target === 1 ? 0 : 1]}`;
}
