/**
 * Local days (docs/decisions/0105-local-days.md): 'YYYY-MM-DD' strings in a user's IANA time zone.
 */

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function localParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local calendar day of an instant in a zone. */
export function localDay(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Local wall-clock time (HH:MM) of an instant in a zone. */
export function localTime(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant.getTime() - instant.getMilliseconds());
}

/** Days outside these years are typing mistakes, and date arithmetic past 9999 breaks. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2199-12-31';

export function isValidDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < FIRST_DAY || day > LAST_DAY) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** The UTC instant of a local wall-clock time (`day` at hour:minute:second) in a zone. */
export function localDateTimeToInstant(
  day: string,
  time: { hour: number; minute: number; second: number },
  timeZone: string,
): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, time.hour, time.minute, time.second);
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** The UTC instant at which a local day starts in a zone. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  return localDateTimeToInstant(day, { hour: 0, minute: 0, second: 0 }, timeZone);
}

/** Local wall-clock time with seconds (HH:MM:SS) of an instant in a zone. */
export function localTimeWithSeconds(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** [start, end) of a local day as UTC instants: index-friendly bounds for `sent_at`. */
export function localDayBounds(day: string, timeZone: string): [Date, Date] {
  return [startOfLocalDay(day, timeZone), startOfLocalDay(addDays(day, 1), timeZone)];
}
