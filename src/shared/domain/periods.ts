/** Calendar periods of local days: weeks run Monday to Sunday, months from the 1st. */
import { addDays } from './day';

export type Period = 'week' | 'month';

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, 1));
  return next.toISOString().slice(0, 10);
}

/** The period holding `day`: its first day and the first day after it (exclusive). */
export function periodRange(period: Period, day: string): { from: string; to: string } {
  if (period === 'week') {
    const from = weekStart(day);
    return { from, to: addDays(from, 7) };
  }
  return { from: monthStart(day), to: nextMonthStart(day) };
}

/** The `count` days ending on `last`, oldest first: the window of an analytics range. */
export function lastDays(last: string, count: number): { from: string; to: string } {
  return { from: addDays(last, 1 - count), to: addDays(last, 1) };
}
