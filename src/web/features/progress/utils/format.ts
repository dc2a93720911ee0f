import type { Achievement } from '@/shared/schemas/progress';

const units: Record<Achievement['unit'], [string, string]> = {
  dms: ['DM', 'DMs'],
  replies: ['reply', 'replies'],
  meetings: ['meeting', 'meetings'],
  days: ['day', 'days'],
  percent: ['%', '%'],
};

export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** '58 / 100 DMs', '2 / 7 days', 'Today: 50 % of 200 %'. */
export function progressLabel({ progress, target, unit }: Achievement): string {
  if (unit === 'percent') return `Today: ${progress} % of ${target} % of your goal`;
  return `${progress.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} ${units[unit][target === 1 ? 0 : 1]}`;
}

export function wonOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
