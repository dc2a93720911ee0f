import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '@/server/db/schema';
import { parseCsv } from '@/shared/domain/csv';
import type { CohortListQuery, CohortRow } from '@/shared/schemas/cohort';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read, readRefusal } from '@/test/http';
import { insertDms, type DmFixture } from '@/test/dm-rows';
import { cohortWeeklySummary } from './cohort-summary.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const secret = {
  prospectName: 'Secret Prospect',
  companyName: 'SecretCo',
  profileUrl: 'https://www.linkedin.com/in/secret-prospect-url',
  notes: 'SECRET NOTE about the call',
};

/** 40 days of DMs, a different count each day, with replies and meetings some hours later. */
function history(seed: number, now: number, perDay: (daysAgo: number) => number): DmFixture[] {
  const rows: DmFixture[] = [];
  for (let daysAgo = 0; daysAgo < 40; daysAgo++) {
    const count = perDay(daysAgo);
    for (let i = 0; i < count; i++) {
      const sent = now - daysAgo * DAY - ((i * 37 + seed * 11) % 23) * HOUR - i * 60_000 - 60_000;
      const later = (hours: number) => new Date(Math.min(now - 1000, sent + hours * HOUR));
      rows.push({
        ...secret,
        profileUrl: `${secret.profileUrl}-${seed}-${daysAgo}-${i}`,
        sentAt: new Date(sent),
        responseAt: (i + seed) % 3 === 0 ? later(5) : null,
        meetingAt: (i + seed) % 7 === 0 ? later(9) : null,
      });
    }
  }
  return rows;
}

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
const members: Record<string, Awaited<ReturnType<typeof community.approved>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
  const now = Date.now();
  members.utc = await community.approved('Una Utc');
  members.auckland = await community.approved('Kiri Auckland');
  members.la = await community.approved('=HYPERLINK("http://x")');
  const pending = await community.pending('Pam Pending');
  const rejected = await community.rejected('Rob Rejected');
  expect(
    (await read(members.auckland.api.settings.$patch({ json: { timeZone: 'Pacific/Auckland' } })))
      .status,
  ).toBe(200);
  expect(
    (
      await read(
        members.la.api.settings.$patch({
          json: {
            timeZone: 'America/Los_Angeles',
            soloMode: false,
            settersCount: 1,
          },
        }),
      )
    ).status,
  ).toBe(200);
  expect(
    (await read(members.utc.api.settings.$patch({ json: { hideFromLeaderboard: true } }))).status,
  ).toBe(200);
  const db = t.database.db;
  // Members since before their 40 days of history (needs attention flags only those who had
  // the chance: cohort-attention.test.ts).
  for (const member of Object.values(members)) {
    await db
      .update(profiles)
      .set({ approvedAt: new Date(now - 41 * DAY) })
      .where(eq(profiles.userId, member.userId));
  }
  await insertDms(
    db,
    members.utc.userId,
    history(1, now, (d) => (d * 7) % 40),
  );
  await insertDms(
    db,
    members.auckland.userId,
    history(2, now, (d) => (d % 4 === 0 ? 30 : 12)),
  );
  await insertDms(
    db,
    members.la.userId,
    history(3, now, (d) => (d < 5 ? 0 : 29)),
  );
  await insertDms(
    db,
    pending.userId,
    history(4, now, () => 3),
  );
  await insertDms(
    db,
    rejected.userId,
    history(5, now, () => 3),
  );
});
afterAll(() => t.close());

const cohort = async (query: CohortListQuery = {}) => {
  const answer = await read(community.admin.api.admin.cohort.$get({ query }));
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('cohort list', () => {
  it('lists approved members only, each with their own analytics for 7 and 30 days', async () => {
    for (const days of ['7', '30'] as const) {
      const page = await cohort({ period: days });
      expect(page.rows.map((row) => row.name)).toEqual([
        '=HYPERLINK("http://x")',
        'Ada Admin',
        'Kiri Auckland',
        'Una Utc',
      ]);
      expect(page.total).toBe(4);
      for (const member of Object.values(members)) {
        const row = page.rows.find((r) => r.userId === member.userId)!;
        const own = (await read(member.api.analytics.$get({ query: { days } }))).body;
        const {
          dms,
          prospects,
          replies,
          meetings,
          replied,
          booked,
          replyRate,
          meetingRate,
          daysAtGoal,
        } = own.totals;
        expect(row, `${member.email} ${days}`).toMatchObject({
          dms,
          prospects,
          replies,
          meetings,
          replied,
          booked,
          replyRate,
          meetingRate,
          daysAtGoal,
        });
        expect(dms).toBeGreaterThan(0);
        const streak = (await read(member.api.progress.streak.$get())).body;
        expect(row.streak).toBe(streak.current);
      }
    }
  });

  it('sorts by every column in the database and pages', async () => {
    const byReply = await cohort({ period: '30', sort: 'replyRate', dir: 'desc' });
    const rates = byReply.rows.map((row) => row.replyRate);
    expect(rates.at(-1)).toBeNull();
    expect(rates.slice(0, -1)).toEqual(rates.slice(0, -1).sort((a, b) => b! - a!));
    for (const sort of [
      'dms',
      'replies',
      'meetings',
      'meetingRate',
      'streak',
      'daysAtGoal',
      'teamSize',
    ] as const) {
      const page = await cohort({ period: '7', sort, dir: 'asc' });
      // A member without DMs has no rate: last, whichever the direction.
      const values = page.rows.map((row) => row[sort] ?? Infinity);
      expect(values, sort).toEqual([...values].sort((a, b) => a - b));
    }
    const byLast = await cohort({ sort: 'lastDm', dir: 'desc' });
    expect(byLast.rows.at(-1)!.name).toBe('Ada Admin');
    const second = await cohort({ page: '2' });
    expect(second).toMatchObject({ page: 2, total: 4, rows: [] });
    expect((await cohort({ q: 'kiri' })).rows.map((row) => row.name)).toEqual(['Kiri Auckland']);
    expect((await cohort({ q: '100%' })).total).toBe(0);
  });

  it('refuses bad queries with a 400', async () => {
    for (const query of [
      { period: '90' },
      { sort: 'email' },
      { dir: 'up' },
      { page: '0' },
      { extra: '1' },
    ]) {
      const answer = await readRefusal(
        community.admin.api.admin.cohort.$get({ query: invalid(query) }),
      );
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.error.code).toBeTruthy();
    }
  });

  it('answers 403 to a member on every cohort route', async () => {
    const { cohort } = members.utc.api.admin;
    for (const [path, call] of [
      ['', () => cohort.$get({ query: {} })],
      ['/summary', () => cohort.summary.$get({ query: {} })],
      ['/attention', () => cohort.attention.$get()],
      ['/export.csv', () => cohort['export.csv'].$get({ query: {} })],
    ] as const) {
      expect((await read(call())).status, path).toBe(403);
    }
  });
});

describe('cohort summary, attention and export', () => {
  it('totals the members and compares with the previous period', async () => {
    const answer = await read(
      community.admin.api.admin.cohort.summary.$get({ query: { period: '7' } }),
    );
    expect(answer.status).toBe(200);
    const page = await cohort({ period: '7' });
    const sum = (key: keyof CohortRow) =>
      page.rows.reduce((total, row) => total + (row[key] as number), 0);
    expect(answer.body.current).toMatchObject({
      members: 4,
      activeMembers: 3,
      dms: sum('dms'),
      replies: sum('replies'),
      meetings: sum('meetings'),
    });
    expect(answer.body.previous.dms).toBeGreaterThan(0);
    expect(answer.body.daily.reduce((total, day) => total + day.dms, 0)).toBe(sum('dms'));
    const weekly = await cohortWeeklySummary(t.database.db);
    expect(weekly.current).toEqual(answer.body.current);
    expect(weekly.previous).toEqual(answer.body.previous);
  });

  it('flags who needs attention, with reasons', async () => {
    const answer = await read(community.admin.api.admin.cohort.attention.$get());
    expect(answer.status).toBe(200);
    const reasons = Object.fromEntries(
      answer.body.members.map((member) => [member.name, member.reasons]),
    );
    // The admin never DMs (not a member who logs: not flagged); the LA member stopped 5 days
    // ago; the others DM every day.
    expect(reasons['Ada Admin']).toBeUndefined();
    expect(reasons['=HYPERLINK("http://x")']).toContain('no_recent_dm');
    expect(reasons['Kiri Auckland']).toBeUndefined();
    expect(reasons['Pam Pending']).toBeUndefined();
  });

  it('exports the table as injection-safe CSV', async () => {
    const answer = await read(
      community.admin.api.admin.cohort['export.csv'].$get({ query: { period: '30' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/cohort-last-30-days-.*\.csv/);
    const parsed = parseCsv(answer.body);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.records[0][0]).toBe('Member');
    expect(parsed.records.map((record) => record[0]).slice(1)).toEqual([
      `'=HYPERLINK("http://x")`,
      'Ada Admin',
      'Kiri Auckland',
      'Una Utc',
    ]);
  });

  it('never lets a prospect field out through any cohort route', async () => {
    const { cohort } = community.admin.api.admin;
    const raws = await Promise.all(
      [
        cohort.$get({ query: { period: '30' } }),
        cohort.$get({ query: { period: '30', sort: 'streak' } }),
        cohort.summary.$get({ query: { period: '30' } }),
        cohort.attention.$get(),
        cohort['export.csv'].$get({ query: { period: '30' } }),
      ].map(async (call) => {
        const answer = await read(call);
        return typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      }),
    );
    for (const raw of raws) {
      for (const leak of ['Secret', 'secret', 'SECRET', 'linkedin.com', '@', 'Pam', 'Rob']) {
        expect(raw, `leaks ${leak}`).not.toContain(leak);
      }
    }
  });
});
