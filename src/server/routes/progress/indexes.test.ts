import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { profiles, user } from '@/server/db/schema';
import { localDayStart } from '@/server/db/local-day-sql';
import { laterQuery, sentQuery } from '@/server/routes/analytics/analytics.service';
import { insertDms, type DmFixture } from '@/test/dm-rows';
import { expectIndexUse } from '@/test/explain';
import { createTestApp, type TestApp } from '@/test/test-app';
import { lifetimeCountsQuery } from './achievements.service';
import { boardQuery, probeQuery } from './leaderboard.service';
import { dayTotalsQuery, firstDmQuery } from './progress.service';
import type { UserId } from '@/shared/schemas/ids';

/**
 * The progress and analytics queries read DMs through the (user_id, sent_at / response_at /
 * meeting_at) indexes on both engines (EXPLAIN), on a realistic spread: 30 members with 300 DMs
 * each over a year, a quarter replied, one in twenty booked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (let member = 1; member <= 30; member++) {
    const id = `m${member}` as UserId;
    await db.insert(user).values({ id, name: `Member ${member}`, email: `${id}@example.com` });
    await db
      .insert(profiles)
      .values({ userId: id, fullName: `Member ${member}`, approvalStatus: 'approved' });
    const rows: DmFixture[] = Array.from({ length: 300 }, (_, index) => {
      const sentAt = new Date(
        Date.UTC(2025, 0, 1) + ((index * 365) / 300) * 86_400_000 + member * 60_000,
      );
      const responseAt = index % 4 === 0 ? new Date(sentAt.getTime() + 86_400_000) : null;
      const meetingAt = index % 20 === 0 ? new Date(sentAt.getTime() + 2 * 86_400_000) : null;
      return { sentAt, responseAt, meetingAt };
    });
    await insertDms(db, id, rows);
  }
  await db.execute(sql`analyze`);
}, 180_000); // 9,000 DMs through the rollup and prospect triggers: 60 s was too short at load 11
afterAll(() => t.close());

const tz = 'America/New_York';
const start = localDayStart('2025-06-01', tz);
const end = localDayStart('2025-07-01', tz);

/** The member whose queries are explained (the rows above are written for m1 … m30). */
const m1 = 'm1' as UserId;

const CHECKS: Array<[string, ReturnType<typeof sql>, string[]]> = [
  [
    'per-day DMs for the streak',
    dayTotalsQuery(m1, tz, '2025-05-01', '2025-06-01'),
    ['dm_user_sent_idx'],
  ],
  ["the member's first DM", firstDmQuery(m1, tz), ['dm_user_sent_idx']],
  [
    'analytics: DMs per day, platform, setter',
    sentQuery(m1, '2025-04-01', '2025-06-30', tz),
    ['dm_user_sent_idx'],
  ],
  [
    'analytics: replies and meetings per day',
    laterQuery(m1, '2025-04-01', '2025-06-30', tz),
    ['dm_user_response_idx', 'dm_user_meeting_idx'],
  ],
  [
    'achievements: bounded lifetime counts',
    lifetimeCountsQuery(m1, { dms: 10_000, replies: 100, meetings: 10 }),
    ['dm_user_response_idx', 'dm_user_meeting_idx'],
  ],
  [
    'leaderboard by DMs',
    boardQuery(m1, 'dms', start, end),
    ['dm_user_sent_idx', 'profiles_status_idx'],
  ],
  ['leaderboard by replies', boardQuery(m1, 'replies', start, end), ['dm_user_response_idx']],
  ['leaderboard by meetings', boardQuery(m1, 'meetings', start, end), ['dm_user_meeting_idx']],
  [
    'leaderboard streak probes',
    probeQuery([
      { userId: m1, day: '2025-06-01', timeZone: tz, goal: 28 },
      { userId: 'm2' as UserId, day: '2025-06-01', timeZone: 'Australia/Sydney', goal: 128 },
    ]),
    ['dm_user_sent_idx'],
  ],
];

describe('progress and analytics queries use their indexes', () => {
  it.each(CHECKS)('%s', async (_what, query, indexes) => {
    for (const index of indexes) await expectIndexUse(t.database.db, query, index);
  });
});
