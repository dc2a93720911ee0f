import { dms } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import type { Platform } from '@/shared/domain/platform';

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

export async function insertDms(db: Db, userId: string, rows: DmFixture[]): Promise<void> {
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
