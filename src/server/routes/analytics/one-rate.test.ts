import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, read } from '@/test/http';
import { insertDms } from '@/test/dm-rows';

/**
 * The one rate (prospectRate, docs/decisions/0132-prospects.md): of the prospects first messaged
 * in the period, the share who replied, each prospect once. The Logs Manager, Analytics and the
 * cohort give the same figure for the same days.
 */
let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('one reply rate everywhere', () => {
  it('counts a prospect with two follow-ups once, and gives the same day the same rate on every screen', async () => {
    const member = await community.approved('Oona One');
    const now = new Date();
    const today = localDay(now, 'UTC');
    const midnight = startOfLocalDay(today, 'UTC').getTime();
    const at = (minutes: number) => new Date(midnight + minutes * MINUTE);
    const ann = 'https://www.linkedin.com/in/ann-replies';
    const bob = 'https://www.linkedin.com/in/bob-silent';
    const cy = 'https://www.linkedin.com/in/cy-yesterday';
    await insertDms(t.database.db, member.userId, [
      // Ann: first DM today, then two follow-ups; she replied (on her first DM).
      { profileUrl: ann, sentAt: at(1), responseAt: at(5) },
      { profileUrl: ann, sentAt: at(2) },
      { profileUrl: ann, sentAt: at(3) },
      // Bob: first DM today, no reply.
      { profileUrl: bob, sentAt: at(4) },
      // Cy: first DM yesterday, a follow-up today: not one of today's prospects.
      { profileUrl: cy, sentAt: at(-60) },
      { profileUrl: cy, sentAt: at(6) },
    ]);

    // Logs Manager: 5 DMs today, 2 prospects first messaged, 1 replied: 50 %.
    const day = (await read(member.api.logs.day.$get({ query: { date: today } }))).body;
    expect(day.summary).toMatchObject({
      dms: 5,
      newDms: 2,
      followUps: 3,
      prospects: 2,
      replied: 1,
      replyRate: 50,
      meetingRate: 0,
    });
    expect(day.setters).toEqual([
      {
        setterName: 'Self',
        dms: 5,
        newDms: 2,
        followUps: 3,
        prospects: 2,
        replied: 1,
        booked: 0,
        replyRate: 50,
        meetingRate: 0,
      },
    ]);

    // Analytics: the same day reads the same; its count beside the rate is the 1 who replied.
    const analytics = (await read(member.api.analytics.$get({ query: { days: '7' } }))).body;
    const todayRow = analytics.daily.find((row) => row.day === today)!;
    expect(todayRow).toMatchObject({ dms: 5, prospects: 2, replied: 1, replyRate: 50 });
    const yesterdayRow = analytics.daily.find((row) => row.day === addDays(today, -1))!;
    expect(yesterdayRow).toMatchObject({ dms: 1, prospects: 1, replied: 0, replyRate: 0 });
    // Over the 7 days: 3 prospects (Ann, Bob, Cy), 1 replied; follow-ups add nothing.
    expect(analytics.totals).toMatchObject({ dms: 6, prospects: 3, replied: 1 });
    expect(analytics.totals.replyRate).toBeCloseTo(100 / 3, 10);
    for (const row of analytics.daily) {
      if (row.prospects === 0) expect(row.replyRate).toBeNull();
      expect(row.replied).toBeLessThanOrEqual(row.prospects);
    }

    // The cohort: the member's row over the last 7 days is their own analytics' figure.
    const cohort = (
      await read(community.admin.api.admin.cohort.$get({ query: { period: '7', q: 'Oona' } }))
    ).body;
    const row = cohort.rows.find((r) => r.userId === member.userId)!;
    expect(row).toMatchObject({ dms: 6, prospects: 3, replied: 1, booked: 0 });
    expect(row.replyRate).toBeCloseTo(analytics.totals.replyRate!, 10);
    // Sorted by reply rate in the database, the same figure decides.
    const sorted = (
      await read(
        community.admin.api.admin.cohort.$get({
          query: { period: '7', sort: 'replyRate', dir: 'desc', q: 'Oona' },
        }),
      )
    ).body;
    expect(sorted.rows.map((r) => r.userId)).toEqual([member.userId]);
  });

  it('has no rate, not 0 %, for a day with only follow-ups', async () => {
    const member = await community.approved('Fiona Followups');
    const today = localDay(new Date(), 'UTC');
    const midnight = startOfLocalDay(today, 'UTC').getTime();
    const url = 'https://www.linkedin.com/in/only-followed-up';
    await insertDms(t.database.db, member.userId, [
      { profileUrl: url, sentAt: new Date(midnight - 26 * 60 * MINUTE) },
      { profileUrl: url, sentAt: new Date(midnight + MINUTE) },
    ]);
    const day = (await read(member.api.logs.day.$get({ query: { date: today } }))).body;
    expect(day.summary).toMatchObject({ dms: 1, prospects: 0, replyRate: null });
    const analytics = (await read(member.api.analytics.$get({ query: { days: '7' } }))).body;
    expect(analytics.daily.at(-1)).toMatchObject({ dms: 1, prospects: 0, replyRate: null });
  });
});
