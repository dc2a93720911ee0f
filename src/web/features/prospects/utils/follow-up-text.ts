import { addDays } from '@/shared/domain/day';
import { formatCount, formatDay, plural } from '@/web/lib/format';
import type { TimelineEvent } from '@/shared/schemas/prospects';

const DAY_MS = 86_400_000;

/** Whole local days from `from` to `to` ('YYYY-MM-DD' both). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * When the next follow-up is due, on the member's calendar: 'Follow up today', 'Follow-up due
 * tomorrow', 'Follow-up due in 3 days', 'Overdue since Mon, May 12'; null when none is due.
 */
export function followUpText(nextFollowUp: string | null, today: string): string | null {
  if (nextFollowUp === null) return null;
  const days = daysBetween(today, nextFollowUp);
  if (days === 0) return 'Follow up today';
  if (days < 0) return `Overdue since ${formatDay(nextFollowUp)}`;
  return days === 1 ? 'Follow-up due tomorrow' : `Follow-up due in ${plural(days, 'day')}`;
}

/** The snooze choices: no follow-up before tomorrow, in 3 days, in a week. */
export const snoozeChoices = [
  { label: '1 day', days: 1 },
  { label: '3 days', days: 3 },
  { label: '1 week', days: 7 },
] as const;

/** The local day a snooze of `days` from `today` ends on. */
export const snoozeUntil = (today: string, days: number) => addDays(today, days);

/** A timeline entry's name: 'First DM', 'Follow-up 1', 'Reply', 'Meeting booked'. */
export function timelineLabel(event: Pick<TimelineEvent, 'kind' | 'number'>): string {
  switch (event.kind) {
    case 'first_dm':
      return 'First DM';
    case 'follow_up':
      return `Follow-up ${formatCount((event.number ?? 2) - 1)}`;
    case 'reply':
      return 'Reply';
    default:
      return 'Meeting booked';
  }
}

/** A cadence as the member reads it: 'day 3, 7 and 14 after the first DM'. */
export function cadenceText(days: readonly number[]): string {
  const numbers = days.map(formatCount);
  const list =
    numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}` : numbers[0];
  return `${numbers.length > 1 ? 'days' : 'day'} ${list} after the first DM`;
}
