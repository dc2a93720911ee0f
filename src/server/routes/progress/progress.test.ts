import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { achievements, dms, goalHistory, profiles } from '@/server/db/schema';
import { DM_LOG_COLUMNS } from '@/shared/domain/dm-csv';
import type { SettingsInput } from '@/shared/schemas/profile';
import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import { GOAL_HISTORY_START } from '@/shared/domain/goal-history';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read, type Caller } from '@/test/http';
import { burst, insertDms, sentAt } from '@/test/dm-rows';
import { queryRows } from '@/server/db/query-rows';
import { awardAchievements } from './achievements.service';
import { getStreak, type GoalProfile } from './progress.service';
import type { UserId } from '@/shared/schemas/ids';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

type Member = Caller & { userId: UserId; email: string };

async function member(name: string, settings: SettingsInput = {}): Promise<Member> {
  const created = await community.approved(name);
  if (Object.keys(settings).length > 0) {
    const answer = await read(created.api.settings.$patch({ json: settings }));
    expect(answer.status).toBe(200);
  }
  return created;
}

/** Local noon `daysAgo` days before today in `timeZone`. */
function noon(daysAgo: number, timeZone: string, now = new Date()): Date {
  const day = addDays(localDay(now, timeZone), -daysAgo);
  return new Date(startOfLocalDay(day, timeZone).getTime() + 12 * 3_600_000);
}

const profileOf = (userId: UserId, timeZone: string, soloMode = true, settersCount = 0) =>
  ({ userId, timeZone, soloMode, settersCount, personalGoal: null }) satisfies GoalProfile;

describe('streaks', () => {
  it('puts DMs around midnight on each member’s local day (Los Angeles and Sydney)', async () => {
    // The same instants for both: 28 DMs from 06:30 UTC on May 1–3, 2024. That is 23:30 the
    // evening before in Los Angeles (UTC-7) and 16:30 the same day in Sydney (UTC+10).
    const la = await member('Lena LA', { timeZone: 'America/Los_Angeles' });
    const sydney = await member('Sid Sydney', { timeZone: 'Australia/Sydney' });
    const instants = ['2024-05-01', '2024-05-02', '2024-05-03'].flatMap((day) =>
      burst(`${day}T06:30:00Z`, 28),
    );
    await insertDms(t.database.db, la.userId, sentAt(instants));
    await insertDms(t.database.db, sydney.userId, sentAt(instants));
    const laProfile = profileOf(la.userId, 'America/Los_Angeles');
    const sydneyProfile = profileOf(sydney.userId, 'Australia/Sydney');

    // 12:00 UTC on May 3: 05:00 in Los Angeles, 22:00 in Sydney.
    const may3 = new Date('2024-05-03T12:00:00Z');
    const laMay3 = await getStreak(t.database.db, laProfile, may3);
    expect(laMay3).toMatchObject({ current: 3, best: 3, status: 'at_risk', remainingToday: 28 });
    expect(laMay3.recent.slice(-4).map((day) => [day.day, day.dms])).toEqual([
      ['2024-04-30', 28],
      ['2024-05-01', 28],
      ['2024-05-02', 28],
      ['2024-05-03', 0],
    ]);
    expect(await getStreak(t.database.db, sydneyProfile, may3)).toMatchObject({
      current: 3,
      status: 'reached',
      today: { day: '2024-05-03', dms: 28, goal: 28, reached: true },
    });

    // A day later Los Angeles has missed May 3 entirely; Sydney's streak is only at risk.
    const may4 = new Date('2024-05-04T12:00:00Z');
    expect(await getStreak(t.database.db, laProfile, may4)).toMatchObject({
      current: 0,
      best: 3,
      status: 'none',
    });
    expect(await getStreak(t.database.db, sydneyProfile, may4)).toMatchObject({
      current: 3,
      status: 'at_risk',
    });
  });

  it('breaks on a missed day, survives days with no activity only until they pass', async () => {
    const timeZone = 'Australia/Sydney';
    const m = await member('Mo Missed', { timeZone });
    const now = new Date('2024-07-20T02:00:00Z'); // 12:00 on July 20 in Sydney
    const at = (daysAgo: number, count: number) =>
      sentAt(burst(noon(daysAgo, timeZone, now), count));
    // July 14–16 reached, July 17 missed (no activity), July 18–19 reached, 20 (today) short.
    await insertDms(t.database.db, m.userId, [
      ...at(6, 40),
      ...at(5, 28),
      ...at(4, 30),
      ...at(2, 28),
      ...at(1, 29),
      ...at(0, 10),
    ]);
    const streak = await getStreak(t.database.db, profileOf(m.userId, timeZone), now);
    expect(streak).toMatchObject({ current: 2, best: 3, status: 'at_risk', remainingToday: 18 });
    expect(streak.recent.map((day) => day.reached).slice(-7)).toEqual([
      true,
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('judges each day by the goal of that day across a switch to team mode', async () => {
    const timeZone = 'America/Los_Angeles';
    const m = await member('Tia Team', { timeZone });
    // Three solo days at 30 DMs (goal 28) ending yesterday, then a switch to team with one
    // setter through the settings API (goal 128 from today), then 100 DMs today.
    await insertDms(t.database.db, m.userId, [
      ...sentAt(burst(noon(3, timeZone), 30)),
      ...sentAt(burst(noon(2, timeZone), 30)),
      ...sentAt(burst(noon(1, timeZone), 30)),
    ]);
    const switched = await read(
      m.api.settings.$patch({ json: { soloMode: false, settersCount: 1 } }),
    );
    expect(switched.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(goalHistory)
      .where(eq(goalHistory.userId, m.userId));
    // A baseline row keeps the days before the switch at the goal they had.
    expect(rows.sort((x, y) => x.effectiveOn.localeCompare(y.effectiveOn))).toEqual([
      { userId: m.userId, effectiveOn: GOAL_HISTORY_START, goal: 28 },
      { userId: m.userId, effectiveOn: localDay(new Date(), timeZone), goal: 128 },
    ]);
    await insertDms(t.database.db, m.userId, sentAt(burst(noon(0, timeZone), 100)));

    const answer = await read(m.api.progress.streak.$get());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      current: 3,
      best: 3,
      status: 'at_risk',
      remainingToday: 28,
      today: { dms: 100, goal: 128, reached: false },
    });
    expect(answer.body.recent.slice(-4).map((day) => day.goal)).toEqual([28, 28, 28, 128]);

    await insertDms(t.database.db, m.userId, sentAt(burst(noon(0, timeZone), 28)));
    const after = await read(m.api.progress.streak.$get());
    expect(after.body).toMatchObject({ current: 4, best: 4, status: 'reached' });
  });

  it('starts at nothing for a member without DMs', async () => {
    const m = await member('Nia New');
    const answer = await read(m.api.progress.streak.$get());
    expect(answer.body).toMatchObject({ current: 0, best: 0, status: 'none', remainingToday: 28 });
    expect(answer.body.recent).toHaveLength(14);
  });
});

/** Whether the community counts follow-ups toward the goal (community_settings). */
async function followUpsCount(value: boolean) {
  await t.database.db.execute(
    sql`insert into community_settings (id, follow_ups_count) values (1, ${value})
        on conflict (id) do update set follow_ups_count = excluded.follow_ups_count`,
  );
}

describe('what counts toward the goal', () => {
  it('streak, leaderboard and dm_daily count new DMs only, or every DM when the community says so', async () => {
    const timeZone = 'UTC';
    const m = await member('Gail Goal', { timeZone });
    const now = new Date();
    const today = localDay(now, timeZone);
    // 28 DMs today: 14 prospects first messaged, and a follow-up to each of them an hour later.
    const firsts = burst(noon(0, timeZone, now), 14).map((at, index) => ({
      sentAt: at,
      profileUrl: `https://www.linkedin.com/in/goal-prospect-${index}`,
    }));
    const followUps = firsts.map((row) => ({
      sentAt: new Date(row.sentAt.getTime() + 3_600_000),
      profileUrl: row.profileUrl,
    }));
    await insertDms(t.database.db, m.userId, [...firsts, ...followUps]);
    const profile = profileOf(m.userId, timeZone);
    const rollup = async () =>
      (
        await queryRows<{ at_goal: boolean; dms: number; new_dms: number }>(
          t.database.db,
          sql`select at_goal, dms, new_dms from dm_daily
              where user_id = ${m.userId} and day = ${today}::date`,
        )
      )[0];
    const board = async () =>
      (await read(m.api.progress.leaderboard.$get({ query: { period: 'week' } }))).body.viewer;
    try {
      await followUpsCount(false);
      expect(await rollup()).toEqual({ at_goal: false, dms: 28, new_dms: 14 });
      expect(await getStreak(t.database.db, profile, now)).toMatchObject({
        current: 0,
        remainingToday: 14,
      });
      expect(await board()).toMatchObject({ dms: 14, streak: 0 });

      await followUpsCount(true);
      expect(await rollup()).toMatchObject({ at_goal: true });
      expect(await getStreak(t.database.db, profile, now)).toMatchObject({
        current: 1,
        remainingToday: 0,
      });
      expect(await board()).toMatchObject({ dms: 28, streak: 1 });
    } finally {
      await followUpsCount(false);
    }
  });
});

describe('achievements', () => {
  const earnedRows = (userId: UserId) =>
    t.database.db
      .select({ code: achievements.code, earnedAt: achievements.earnedAt })
      .from(achievements)
      .where(eq(achievements.userId, userId));

  it('lists badges read-only; the write that completes a badge awards it, once', async () => {
    const m = await member('Ace Achiever', { timeZone: 'Australia/Sydney' });
    await insertDms(t.database.db, m.userId, [
      ...sentAt(burst(noon(0, 'Australia/Sydney'), 57)),
      { sentAt: noon(1, 'Australia/Sydney'), responseAt: noon(0, 'Australia/Sydney') },
    ]);
    const before = await read(m.api.progress.achievements.$get());
    expect(before.status).toBe(200);
    expect(before.body.earnedCount).toBe(0);
    expect(before.body).not.toHaveProperty('newlyEarned');
    expect(await earnedRows(m.userId)).toEqual([]);
    const locked = new Map(before.body.achievements.map((a) => [a.code, a]));
    expect(locked.get('first_dm')).toMatchObject({ earnedAt: null, progress: 1, target: 1 });

    // The 59th DM, logged through the API, earns what the history completes.
    const logDm = () =>
      read(
        m.api.dms.$post({
          json: { profileUrl: 'https://www.linkedin.com/in/ace-59' },
          header: { 'idempotency-key': 'b1d6c0de-0000-4000-8000-000000000059' },
        }),
      );
    expect((await logDm()).status).toBe(201);
    const awarded = await earnedRows(m.userId);
    expect(awarded.map((row) => row.code).sort()).toEqual(
      ['double_goal', 'first_dm', 'first_reply', 'goal_smashed'].sort(),
    );
    // The same request again (a retried Log DM) writes and awards nothing more.
    expect((await logDm()).status).toBe(201);
    expect(await earnedRows(m.userId)).toEqual(awarded);

    const after = await read(m.api.progress.achievements.$get());
    expect(after.body.earnedCount).toBe(4);
    const byCode = new Map(after.body.achievements.map((a) => [a.code, a]));
    expect(byCode.get('first_dm')?.earnedAt).toEqual(expect.any(String));
    expect(byCode.get('dms_100')).toMatchObject({ earnedAt: null, progress: 59, target: 100 });
    expect(byCode.get('streak_3')).toMatchObject({ earnedAt: null, progress: 1, target: 3 });
    expect(byCode.get('first_meeting')).toMatchObject({ earnedAt: null, progress: 0 });

    // Log Reply, then Log Meeting on that DM: the meeting earns its badge.
    const [dm] = await t.database.db
      .select({ id: dms.id })
      .from(dms)
      .where(eq(dms.profileUrl, 'https://www.linkedin.com/in/ace-59'));
    expect(
      (await read(m.api.dms[':id'].reply.$post({ param: { id: dm.id }, header: {} }))).status,
    ).toBe(200);
    expect(
      (await read(m.api.dms[':id'].meeting.$post({ param: { id: dm.id }, header: {} }))).status,
    ).toBe(200);
    expect((await earnedRows(m.userId)).map((row) => row.code)).toContain('first_meeting');
  });

  it('announces each badge once, across tabs', async () => {
    const m = await member('Tab Tester');
    await insertDms(t.database.db, m.userId, sentAt([new Date()]));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => read(m.api.progress.achievements.announce.$post())),
    );
    const announced = answers.flatMap((answer) => answer.body.announced.map((a) => a.code));
    expect(announced).toEqual(['first_dm']);
    const [row] = await t.database.db
      .select()
      .from(achievements)
      .where(eq(achievements.userId, m.userId));
    expect(row.announcedAt).toBeInstanceOf(Date);
    const later = await read(m.api.progress.achievements.announce.$post());
    expect(later.body.announced).toEqual([]);
  });

  it('awards a badge once when 50 concurrent requests each complete its condition', async () => {
    const m = await member('Con Current');
    await insertDms(t.database.db, m.userId, sentAt(burst(noon(2, 'UTC'), 99)));
    expect(
      await awardAchievements(t.database.db, { userId: m.userId, timeZone: 'UTC' }),
    ).not.toContain('dms_100');

    // Each request logs a DM through the real API (the 100th and later), which awards.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        read(
          m.api.dms.$post({
            json: { profileUrl: `https://www.linkedin.com/in/concurrent-${index}` },
            header: {},
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const rows = await t.database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, m.userId), eq(achievements.code, 'dms_100')));
    expect(rows).toHaveLength(1);

    // The service itself, called 50 times at once after one more badge's condition is met.
    await insertDms(
      t.database.db,
      m.userId,
      sentAt(burst(noon(1, 'UTC'), 1), { responseAt: new Date() }),
    );
    const calls = await Promise.all(
      Array.from({ length: 50 }, () =>
        awardAchievements(t.database.db, { userId: m.userId, timeZone: 'UTC' }),
      ),
    );
    expect(calls.flat().filter((code) => code === 'first_reply')).toHaveLength(1);
  });

  it('finds badges completed by older history when it is imported', async () => {
    const m = await member('Old Timer');
    // A 7-day streak about 60 days ago (outside the quick look-back), Wednesday to Tuesday so it
    // is never a calendar week (Perfect Week), whatever today is.
    const around = addDays(localDay(new Date(), 'UTC'), -66);
    const toWednesday = (3 - new Date(`${around}T00:00:00Z`).getUTCDay() + 7) % 7;
    const days = Array.from({ length: 7 }, (_, index) => addDays(around, toWednesday + index));
    const csv = [
      DM_LOG_COLUMNS.join(','),
      ...days.flatMap((day) =>
        Array.from(
          { length: 28 },
          (_, n) =>
            `${day},10:${String(n).padStart(2, '0')}:00,Self,https://x.com/old-${day}-${n},twitter,cold_dm,No,No,`,
        ),
      ),
    ].join('\n');
    const imported = await read(m.api.logs.import.$post({ json: { csv } }));
    expect(imported.status).toBe(201);
    expect((await earnedRows(m.userId)).map((row) => row.code).sort()).toEqual(
      ['dms_100', 'first_dm', 'goal_smashed', 'streak_3', 'streak_7'].sort(),
    );
  });
});

describe('leaderboard', () => {
  const secret = {
    prospectName: 'Secret Prospect',
    companyName: 'SecretCo',
    profileUrl: 'https://www.linkedin.com/in/secret-prospect-url',
    notes: 'SECRET NOTE about the call',
  };

  it('ranks approved, visible members and leaks no private field', async () => {
    const t2 = await createTestApp();
    try {
      const c = await createCommunity(t2);
      const viewer = await c.approved('Vera Viewer');
      const top = await c.approved('Tom Top');
      const hidden = await c.approved('Hugo Hidden');
      const pending = await c.pending('Pam Pending');
      const rejected = await c.rejected('Rob Rejected');
      expect(
        (await read(hidden.api.settings.$patch({ json: { hideFromLeaderboard: true } }))).status,
      ).toBe(200);

      // From 00:01 today (UTC, everyone's zone here): always today, whatever the hour.
      const midnight = startOfLocalDay(localDay(new Date(), 'UTC'), 'UTC').getTime();
      // Each DM a prospect of its own (a repeat would be a follow-up, which does not count).
      const today = (n: number) =>
        sentAt(burst(new Date(midnight + 60_000), n), secret).map((row, index) => ({
          ...row,
          profileUrl: `${secret.profileUrl}-${index}`,
        }));
      await insertDms(t2.database.db, top.userId, [
        ...today(30),
        ...sentAt([new Date(midnight + 30_000)], {
          ...secret,
          responseAt: new Date(),
          meetingAt: new Date(),
        }),
      ]);
      await insertDms(t2.database.db, viewer.userId, today(5));
      for (const who of [hidden, pending, rejected]) {
        await insertDms(t2.database.db, who.userId, today(500));
      }

      const answer = await read(viewer.api.progress.leaderboard.$get({ query: {} }));
      expect(answer.status).toBe(200);
      const board = answer.body;
      expect(board.rows.map((row) => [row.rank, row.name, row.dms, row.isViewer])).toEqual([
        [1, 'Tom Top', 31, false],
        [2, 'Vera Viewer', 5, true],
        [3, 'Ada Admin', 0, false],
      ]);
      expect(board.rows[0]).toMatchObject({ replies: 1, meetings: 1, streak: 1 });
      expect(board.viewer).toMatchObject({ rank: 2, name: 'Vera Viewer', hidden: false });
      expect(board.members).toBe(3);

      const raw = JSON.stringify(board);
      for (const leak of [
        'Secret',
        'secret',
        'SECRET',
        'linkedin.com',
        '@',
        'Hugo',
        'Pam',
        'Rob',
        ...[viewer, top, hidden, pending, rejected, c.admin].flatMap((who) => [
          who.userId,
          who.email,
        ]),
      ]) {
        expect(raw, `leaks ${leak}`).not.toContain(leak);
      }
      expect(Object.keys(board.rows[0]).sort()).toEqual(
        ['dms', 'isViewer', 'meetings', 'name', 'rank', 'replies', 'streak'].sort(),
      );

      // The hidden member still sees their own row; nobody else sees them.
      const own = await read(hidden.api.progress.leaderboard.$get({ query: {} }));
      expect(own.body.viewer).toMatchObject({ rank: 1, dms: 500, hidden: true, isViewer: true });
      const byTop = await read(top.api.progress.leaderboard.$get({ query: {} }));
      expect(byTop.body.rows.map((row) => row.name)).not.toContain('Hugo Hidden');

      // Switching the metric re-ranks; ties share a rank.
      const byReplies = await read(
        viewer.api.progress.leaderboard.$get({ query: { period: 'month', metric: 'replies' } }),
      );
      expect(byReplies.body).toMatchObject({ period: 'month', metric: 'replies' });
      expect(byReplies.body.rows.map((row) => [row.rank, row.name])).toEqual([
        [1, 'Tom Top'],
        [2, 'Ada Admin'],
        [2, 'Vera Viewer'],
      ]);

      // Pending and rejected accounts cannot read it at all
      // (docs/decisions/0101-server-enforced-approval.md).
      expect((await read(pending.api.progress.leaderboard.$get({ query: {} }))).status).toBe(403);
      expect((await read(rejected.api.progress.leaderboard.$get({ query: {} }))).status).toBe(403);
    } finally {
      await t2.close();
    }
  });

  it('counts this week and this month in the viewer’s zone', async () => {
    const timeZone = 'Australia/Sydney';
    const m = await member('Wendy Week', { timeZone });
    const instants = Array.from({ length: 45 }, (_, daysAgo) => noon(daysAgo, timeZone));
    await insertDms(t.database.db, m.userId, sentAt(instants));
    const today = localDay(new Date(), timeZone);
    for (const period of ['week', 'month'] as const) {
      const answer = await read(m.api.progress.leaderboard.$get({ query: { period } }));
      const { from, to } = answer.body;
      const expected = instants.filter((instant) => {
        const day = localDay(instant, timeZone);
        return day >= from && day < to;
      }).length;
      expect(from <= today && today < to).toBe(true);
      expect(answer.body.viewer.dms).toBe(expected);
    }
  });

  it('keeps the viewer’s own row when they rank below the top 50', async () => {
    const t3 = await createTestApp();
    try {
      const c = await createCommunity(t3);
      const viewer = await c.approved('Last Place');
      const db = t3.database.db;
      const { user } = await import('@/server/db/schema');
      for (let index = 0; index < 55; index++) {
        const id = `busy-${index}` as UserId;
        await db.insert(user).values({ id, name: `Busy ${index}`, email: `${id}@example.com` });
        await db.insert(profiles).values({
          userId: id,
          fullName: `Busy ${index}`,
          approvalStatus: 'approved',
        });
        await insertDms(db, id, sentAt(burst(new Date(Date.now() - 60_000), 2)));
      }
      const answer = await read(viewer.api.progress.leaderboard.$get({ query: {} }));
      expect(answer.body.rows).toHaveLength(50);
      expect(answer.body.rows.some((row) => row.isViewer)).toBe(false);
      expect(answer.body.viewer).toMatchObject({ rank: 56, name: 'Last Place', dms: 0 });
      expect(answer.body.members).toBe(57);
    } finally {
      await t3.close();
    }
  });

  it('refuses unknown periods and metrics', async () => {
    const m = await member('Val Validator');
    expect(
      (await read(m.api.progress.leaderboard.$get({ query: invalid({ period: 'year' }) }))).status,
    ).toBe(400);
    expect(
      (await read(m.api.progress.leaderboard.$get({ query: invalid({ metric: 'notes' }) }))).status,
    ).toBe(400);
  });
});
