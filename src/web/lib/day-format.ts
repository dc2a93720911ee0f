/** A local day 'YYYY-MM-DD' as 'Mon 12 May' or '12 May' — the day itself, never shifted by a zone. */
export function formatDay(day: string, { weekday = true } = {}): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: weekday ? 'short' : undefined,
    day: 'numeric',
    month: 'short',
  });
}
