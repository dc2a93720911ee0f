import { dms } from '@/server/db/schema';
import { parseProfileUrl } from '@/shared/domain/platform';
import type { TestApp } from './test-app';
import type { UserId } from '@/shared/schemas/ids';

export type FixtureDm = {
  url: string;
  sentAt: string | Date;
  setter?: string;
  responseAt?: string | Date | null;
  meetingAt?: string | Date | null;
  prospectName?: string;
  companyName?: string;
  notes?: string;
};

const at = (value: string | Date | null | undefined) =>
  value == null ? null : value instanceof Date ? value : new Date(value);

/** DM rows with exact timestamps, written straight to the database for a member. */
export async function insertDms(t: TestApp, userId: UserId, rows: FixtureDm[]) {
  const values = rows.map((row) => {
    const parsed = parseProfileUrl(row.url);
    if (!parsed.ok) throw new Error(`bad fixture URL ${row.url}`);
    const responseAt = at(row.responseAt);
    const meetingAt = at(row.meetingAt);
    return {
      userId,
      prospectName: row.prospectName ?? parsed.profile.name,
      companyName: row.companyName ?? '',
      platform: parsed.profile.platform,
      setterName: row.setter ?? 'Self',
      profileUrl: parsed.profile.url,
      profileKey: parsed.profile.key,
      sentAt: at(row.sentAt)!,
      responseReceived: responseAt !== null,
      responseAt,
      meetingBooked: meetingAt !== null,
      meetingAt,
      notes: row.notes ?? '',
    };
  });
  return t.database.db.insert(dms).values(values).returning({ id: dms.id });
}
