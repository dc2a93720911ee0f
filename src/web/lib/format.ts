import type { Platform } from '@/shared/domain/platform';
import { rateIn } from '@/shared/domain/rates';
import { browserLocale } from './locale';

/**
 * Everything the UI prints as a number, date or platform goes through here (docs/product.md,
 * Everywhere: "Numbers, dates and names"): the member's locale from the browser, and the time
 * zone the caller passes (the profile's; undefined means the browser's).
 */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: (locale: string) => T,
): T {
  const full = `${browserLocale()}|${key}`;
  let formatter = cache.get(full) as T | undefined;
  if (!formatter) cache.set(full, (formatter = make(browserLocale())));
  return formatter;
}

const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cached(`date|${JSON.stringify(options)}`, (tag) => new Intl.DateTimeFormat(tag, options));

/** A whole number with the locale's grouping: '1,234'. */
export const formatCount = (value: number) =>
  cached('count', (tag) => new Intl.NumberFormat(tag)).format(value);

/** '3 DMs', '1 day'. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** A rate in percent with one decimal and no space: '36.4%'; a dash without data. */
export function formatRate(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '—';
  return rateIn(browserLocale(), rate);
}

/** A whole percent: '50%'. */
export const formatPercent = (value: number) => `${formatCount(Math.round(value))}%`;

/** A range of whole percents: '8–15%'. */
export const formatPercentRange = (low: number, high: number) =>
  `${formatCount(low)}–${formatPercent(high)}`;

/** A date: 'Mar 3, 2025'. */
export const formatDate = (iso: string, timeZone?: string) =>
  dateFormat({ dateStyle: 'medium', timeZone }).format(new Date(iso));

/** A date and time: 'Mar 3, 2025, 4:05 PM'. */
export const formatDateTime = (iso: string, timeZone?: string) =>
  dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

/** A time of day: '4:05 PM'. */
export const formatTime = (iso: string, timeZone?: string) =>
  dateFormat({ timeStyle: 'short', timeZone }).format(new Date(iso));

/**
 * A local day 'YYYY-MM-DD' (already in the member's zone, docs/decisions/0105-local-days.md) as
 * 'Mon, May 12', 'May 12' or 'Mon, May 12, 2025' — the day itself, never shifted by a zone.
 */
export function formatDay(day: string, { weekday = true, year = false } = {}): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
  if (weekday) options.weekday = 'short';
  if (year) options.year = 'numeric';
  return dateFormat(options).format(new Date(`${day}T12:00:00Z`));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '3 hours ago', 'yesterday', 'just now'; 'Never' without a date. */
export function formatRelative(iso: string | null, now = Date.now()): string {
  if (iso === null) return 'Never';
  const elapsed = Date.parse(iso) - now;
  const relative = cached(
    'relative',
    (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }),
  );
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return relative.format(Math.round(elapsed / ms), unit);
  }
  return 'just now';
}

const platformNames: Record<Platform, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  other: 'Other',
};

/** One name per platform: 'LinkedIn', 'X', 'Instagram', 'Facebook', 'Other'. */
export const platformName = (platform: string) => platformNames[platform as Platform] ?? platform;
