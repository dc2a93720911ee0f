import type { Achievement } from '@/shared/schemas/progress';
import { formatCount, formatPercent } from '@/web/lib/format';

const units: Record<Exclude<Achievement['unit'], 'percent'>, [string, string]> = {
  dms: ['DM', 'DMs'],
  replies: ['reply', 'replies'],
  meetings: ['meeting', 'meetings'],
  days: ['day', 'days'],
};

/** '58 / 100 DMs', '2 / 7 days', 'Today: 50% of 200% of your goal'. */
export function progressLabel({ progress, target, unit }: Achievement): string {
  if (unit === 'percent')
    return `Today: ${formatPercent(progress)} of ${formatPercent(target)} of your goal`;
  return `${formatCount(progress)} / ${formatCount(target)} ${units[unit][target === 1 ? 0 : 1]}`;
}
