import { dms } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import type { Platform } from '@/shared/domain/platform';
import type { UserId } from '@/shared/schemas/ids';

/** A DM row for fixtures: written straight to dm_tracking, as the tracker would have. */
export type DmFixture = {
  sentAt: Date;
  platform?: Platform;
  setterName?: string;
  responseAt?: Date | null;
  meetingAt?: Date | null;
  prospectName?: string;
  companyName?: string;
  profileUrl?: string;
  notes?: string;
  scriptUsed?: string | null;
};

let sequence = 0;

export async function insertDms(db: Db, userId: UserId, rows: DmFixture[]): Promise<void> {
  for (let index = 0; index < rows.length; index += 1000) {
    await db.insert(dms).values(
      rows.slice(index, index + 1000).map((row) => {
        const url = row.profileUrl ?? `https://www.linkedin.com/in/prospect-${sequence++}`;
        return {
          userId,
          prospectName: row.prospectName ?? 'Profile Review Required',
          companyName: row.companyName ?? '',
          platform: row.platform ?? 'linkedin',
          setterName: row.setterName ?? 'Self',
          profileUrl: url,
          profileKey: url,
          sentAt: row.sentAt,
          responseReceived: Boolean(row.responseAt),
          responseAt: row.responseAt ?? null,
          meetingBooked: Boolean(row.meetingAt),
          meetingAt: row.meetingAt ?? null,
          notes: row.notes ?? '',
          scriptUsed: row.scriptUsed ?? null,
        };
      }),
    );
  }
}

/** `count` instants `stepMs` apart from `start`. */
export function burst(start: Date | string, count: number, stepMs = 60_000): Date[] {
  const first = new Date(start).getTime();
  return Array.from({ length: count }, (_, index) => new Date(first + index * stepMs));
}

/** Fixtures for plain DMs sent at the given instants. */
export const sentAt = (instants: Date[], extra: Omit<DmFixture, 'sentAt'> = {}): DmFixture[] =>
  instants.map((instant) => ({ ...extra, sentAt: instant }));

/** The setters a month of DMs (`aMonthOfDms`) is spread over, beside 'Self'. */
export const MONTH_SETTERS = ['Alex', 'Sam'];

/**
 * A realistic member's history: 300 DMs over the last 30 UTC days, some for setters, every 5th
 * answered, every 15th booked.
 */
export function aMonthOfDms(): DmFixture[] {
  const today = localDay(new Date(), 'UTC');
  return Array.from({ length: 300 }, (_, index) => {
    const day = startOfLocalDay(addDays(today, -(index % 30)), 'UTC').getTime();
    const sent = new Date(day + 60_000 * (10 + index));
    return {
      sentAt: sent,
      prospectName: `Prospect ${index}`,
      companyName: index % 2 ? 'Acme' : '',
      profileUrl: `https://www.instagram.com/handle_${index}`,
      platform: index % 3 === 0 ? 'instagram' : 'linkedin',
      setterName: index % 3 === 0 ? 'Self' : MONTH_SETTERS[index % 2],
      responseAt: index % 5 === 0 ? new Date(sent.getTime() + 60_000) : null,
      meetingAt: index % 15 === 0 ? new Date(sent.getTime() + 120_000) : null,
    };
  });
}
