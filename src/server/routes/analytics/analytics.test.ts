import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, localDay, localDayBounds, startOfLocalDay } from '@/shared/domain/day';
import { DEFAULT_FOLLOW_UP_RULE } from '@/shared/schemas/follow-up-rule';
import type { Platform } from '@/shared/domain/platform';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read } from '@/test/http';
import { insertDms, type DmFixture } from '@/test/dm-rows';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const platformsUsed: Platform[] = ['linkedin', 'instagram', 'twitter', 'other'];

/**
 * 100 days of DMs at random times — many in the hour around local midnight — with replies and
 * meetings up to two days later, sometimes after midnight of another day.
 */
function history(seed: number, now: Date, timeZone: string): DmFixture[] {
  const today = localDay(now, timeZone);
  const nearMidnight = ([days, offset]: [number, number]) =>
    (now.getTime() - startOfLocalDay(addDays(today, -days), timeZone).getTime()) / HOUR - offset;
  return fc
    .sample(
      fc.record({
        hoursAgo: fc.oneof(
          fc.double({ min: 0.1, max: 100 * 24, noNaN: true }),
          fc
            .tuple(fc.integer({ min: 0, max: 99 }), fc.double({ min: -0.5, max: 0.5, noNaN: true }))
            .map(nearMidnight)
            .filter((hours) => hours > 0),
        ),
        platform: fc.constantFrom(...platformsUsed),
        setterName: fc.constantFrom('Self', 'Sam', 'Ria'),
        replyAfter: fc.option(fc.double({ min: 0.01, max: 48, noNaN: true }), { freq: 3 }),
        meetingAfter: fc.option(fc.double({ min: 0.01, max: 24, noNaN: true }), { freq: 2 }),
      }),
      { seed, numRuns: 600 },
    )
    .map((row) => {
      const sent = new Date(now.getTime() - row.hoursAgo * HOUR);
      const reply =
        row.replyAfter === null ? null : new Date(sent.getTime() + row.replyAfter * HOUR);
      const responseAt = reply && reply < now ? reply : null;
      const meeting =
        responseAt && row.meetingAfter !== null
          ? new Date(responseAt.getTime() + row.meetingAfter * HOUR)
          : null;
      return {
        sentAt: sent,
        platform: row.platform,
        setterName: row.setterName,
        responseAt,
        meetingAt: meeting && meeting < now ? meeting : null,
      };
    });
}

/** What the logs show for a local day: rows whose timestamp falls in its bounds. */
function logsFor(rows: DmFixture[], day: string, timeZone: string) {
  const [start, end] = localDayBounds(day, timeZone);
  const within = (at: Date | null | undefined) => Boolean(at && at >= start && at < end);
  return {
    dms: rows.filter((row) => within(row.sentAt)).length,
    replies: rows.filter((row) => within(row.responseAt)).length,
    meetings: rows.filter((row) => within(row.meetingAt)).length,
  };
}

describe('analytics', () => {
  for (const timeZone of ['America/Los_Angeles', 'Australia/Sydney']) {
    it(`matches the logs day by day over 7, 30 and 90 days (${timeZone})`, async () => {
      const m = await community.approved(`Ana ${timeZone}`);
      await read(m.api.settings.$patch({ json: { timeZone } }));
      const other = await community.approved('Other Member');
      const now = new Date();
      const rows = history(timeZone.length, now, timeZone);
      await insertDms(t.database.db, m.userId, rows);
      await insertDms(t.database.db, other.userId, history(7, now, 'UTC'));

      for (const days of [7, 30, 90] as const) {
        const answer = await read(m.api.analytics.$get({ query: { days: `${days}` } }));
        expect(answer.status).toBe(200);
        const body = answer.body;
        const today = localDay(now, timeZone);
        expect(body).toMatchObject({ days, timeZone, from: addDays(today, 1 - days) });
        expect(body.daily).toHaveLength(days);
        expect(body.daily.at(-1)?.day).toBe(today);

        for (const day of body.daily) {
          expect({ dms: day.dms, replies: day.replies, meetings: day.meetings }, day.day).toEqual(
            logsFor(rows, day.day, timeZone),
          );
          expect(day.goal).toBe(28);
          // Every fixture DM is its own prospect's first: all of them count toward the goal.
          expect(day.counted).toBe(day.dms);
          expect(day.atGoal).toBe(day.counted >= day.goal);
        }
        const [start] = localDayBounds(body.from, timeZone);
        const [, end] = localDayBounds(today, timeZone);
        const sentInRange = rows.filter((row) => row.sentAt >= start && row.sentAt < end);
        const sum = (key: 'dms' | 'replies' | 'meetings') =>
          body.daily.reduce((total, day) => total + day[key], 0);
        expect(body.totals).toMatchObject({
          dms: sentInRange.length,
          // Every fixture DM is its own prospect's first.
          prospects: sentInRange.length,
          replies: sum('replies'),
          meetings: sum('meetings'),
          replied: sentInRange.filter((row) => row.responseAt).length,
          booked: sentInRange.filter((row) => row.meetingAt).length,
          daysAtGoal: body.daily.filter((day) => day.dms >= 28).length,
        });
        expect(sum('dms')).toBe(body.totals.dms);
        expect(body.totals.replyRate).toBeCloseTo(
          (body.totals.replied * 100) / body.totals.prospects,
          10,
        );

        for (const platform of body.platforms) {
          const mine = sentInRange.filter((row) => row.platform === platform.platform);
          expect(platform.dms, platform.platform).toBe(mine.length);
          expect(platform.replied).toBe(mine.filter((row) => row.responseAt).length);
          expect(platform.booked).toBe(mine.filter((row) => row.meetingAt).length);
        }
        expect(body.platforms.reduce((total, p) => total + p.dms, 0)).toBe(body.totals.dms);
        for (const setter of body.setters) {
          const mine = sentInRange.filter((row) => row.setterName === setter.setter);
          expect(setter.dms, setter.setter).toBe(mine.length);
          expect(setter.replied).toBe(mine.filter((row) => row.responseAt).length);
        }
        expect(body.setters.reduce((total, s) => total + s.dms, 0)).toBe(body.totals.dms);
      }
    });
  }

  it('labels every platform with a benchmark band and uses each day’s own goal', async () => {
    const m = await community.approved('Bea Bands');
    await read(m.api.settings.$patch({ json: { soloMode: false, settersCount: 2 } }));
    const answer = await read(m.api.analytics.$get({ query: { days: '7' } }));
    const bands = Object.fromEntries(answer.body.platforms.map((p) => [p.platform, p.benchmark]));
    expect(bands).toEqual({
      linkedin: { low: 8, high: 15 },
      twitter: { low: 3, high: 7 },
      instagram: { low: 3, high: 8 },
      facebook: { low: 2, high: 6 },
    });
    expect(answer.body.platforms.every((p) => p.dms === 0 && p.replyRate === null)).toBe(true);
    // Goal history: solo (28) before today, team with two setters (228) from today.
    expect(answer.body.daily.map((day) => day.goal)).toEqual([28, 28, 28, 28, 28, 28, 228]);
  });

  it('counts toward the goal what the coach counts: new DMs, or follow-ups too', async () => {
    const m = await community.approved('Fay Follow-up');
    for (let dm = 0; dm < 2; dm++) {
      const logged = await read(
        m.api.dms.$post({
          json: { profileUrl: 'https://www.linkedin.com/in/fay-prospect' },
          header: {},
        }),
      );
      expect(logged.status).toBe(201);
    }
    const today = async () =>
      (await read(m.api.analytics.$get({ query: { days: '7' } }))).body.daily.at(-1);
    expect(await today()).toMatchObject({ dms: 2, counted: 1, prospects: 1 });

    const rule = community.admin.api.admin['follow-up-rule'];
    const set = (followUpsCount: boolean) =>
      read(rule.$put({ json: { ...DEFAULT_FOLLOW_UP_RULE, followUpsCount } }));
    expect((await set(true)).status).toBe(200);
    try {
      expect(await today()).toMatchObject({ dms: 2, counted: 2 });
    } finally {
      expect((await set(false)).status).toBe(200);
    }
  });

  it('refuses other ranges', async () => {
    const m = await community.approved('Range Rover');
    for (const query of [{ days: '14' }, { days: 'abc' }, { days: '90', user_id: 'x' }]) {
      const answer = await read(m.api.analytics.$get({ query: invalid(query) }));
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
    expect((await read(m.api.analytics.$get({ query: {} }))).status).toBe(200);
  });
});
