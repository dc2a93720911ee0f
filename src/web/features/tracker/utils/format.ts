import type { Platform } from '@/shared/domain/platform';

export const platformLabels: Record<Platform, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  instagram: 'Instagram',
  facebook: 'Facebook',
  other: 'Other',
};

/**
 * A moment in the member's own zone (docs/decisions/0105-local-days.md), e.g.
 * 'Mar 3, 2025, 4:05 PM'.
 */
export function formatMoment(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A day in the member's own zone, e.g. 'Mar 3, 2025'. */
export function formatDay(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** A short day in the member's own zone, e.g. '12 Nov'. */
export function formatShortDay(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(
    new Date(iso),
  );
}
