import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dmKeysetPage, dmSearchPage } from '@/server/db/dm-pages';
import { dms, prospectSearchText } from '@/server/db/schema';
import { queryRows } from '@/server/db/query-rows';
import type { Db } from '@/server/db/client';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read, type Answer, type Caller } from '@/test/http';
import { insertDms } from '@/test/dm-fixtures';
import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import type { Dm } from '@/shared/schemas/dm';
import type { z } from 'zod';
import type { ProspectPage, prospectsQuery } from '@/shared/schemas/prospects';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

const names = (page: { items: Dm[] }) => page.items.map((dm) => dm.prospectName);

describe('the pipeline list', () => {
  let member: Caller & { userId: UserId };
  beforeAll(async () => {
    member = await community.approved('Pia Pipeline');
    await insertDms(t, member.userId, [
      {
        url: 'https://linkedin.com/in/a',
        prospectName: 'Ann Sent',
        companyName: 'Acme Corp',
        sentAt: ago(1),
      },
      {
        url: 'https://instagram.com/b',
        prospectName: 'Bob Cold',
        notes: 'call back on Friday',
        sentAt: ago(8 * 24),
      },
      {
        url: 'https://x.com/c',
        prospectName: 'Cat Replied',
        sentAt: ago(48),
        responseAt: ago(47),
      },
      {
        url: 'https://linkedin.com/in/d',
        prospectName: 'Dee Closed',
        companyName: 'ACME Labs',
        sentAt: ago(10 * 24),
        responseAt: ago(9 * 24),
        meetingAt: ago(8 * 24),
      },
      {
        url: 'https://facebook.com/e',
        prospectName: 'Eve Replied',
        sentAt: ago(6 * 24),
        responseAt: ago(5 * 24),
      },
    ]);
  });

  const list = async (query: z.input<typeof prospectsQuery> = {}) => {
    const answer = await read(member.api.prospects.$get({ query }));
    expect(answer.status, JSON.stringify(query)).toBe(200);
    return answer.body;
  };

  it('filters by the spec statuses: sent, responded, closed, cold', async () => {
    expect(names(await list())).toEqual([
      'Ann Sent',
      'Cat Replied',
      'Eve Replied',
      'Bob Cold',
      'Dee Closed',
    ]);
    expect(names(await list({ status: 'all' }))).toHaveLength(5);
    expect(names(await list({ status: 'sent' }))).toEqual(['Ann Sent', 'Bob Cold']);
    expect(names(await list({ status: 'responded' }))).toEqual(['Cat Replied', 'Eve Replied']);
    expect(names(await list({ status: 'closed' }))).toEqual(['Dee Closed']);
    expect(names(await list({ status: 'cold' }))).toEqual(['Bob Cold']);
  });

  it('filters by platform; email is not a platform DMs have (400)', async () => {
    expect(names(await list({ platform: 'linkedin' }))).toEqual(['Ann Sent', 'Dee Closed']);
    for (const query of [{ platform: 'email' }, { platform: 'other' }, { status: 'meeting' }]) {
      expect((await read(member.api.prospects.$get({ query: invalid(query) }))).status).toBe(400);
    }
  });

  it('searches name, company and notes, case-insensitively, with the filters', async () => {
    expect(names(await list({ q: 'acme' }))).toEqual(['Ann Sent', 'Dee Closed']);
    expect(names(await list({ q: 'acme', status: 'closed' }))).toEqual(['Dee Closed']);
    expect(names(await list({ q: 'FRIDAY' }))).toEqual(['Bob Cold']);
    expect(names(await list({ q: 'replied', platform: 'twitter' }))).toEqual(['Cat Replied']);
    expect(names(await list({ q: '%' }))).toEqual([]);
    expect(names(await list({ q: '_' }))).toEqual([]);
  });

  it('counts the stat cards in SQL', async () => {
    const stats = await read(member.api.prospects.stats.$get());
    expect(stats.body).toEqual({
      total: 5,
      responded: 3,
      meetings: 1,
      thisWeek: 3,
      responseRate: 60,
      meetingRate: 20,
    });
  });

  it('gives one prospect by id', async () => {
    const [first] = (await list({ q: 'acme', status: 'closed' })).items;
    const one = await read(member.api.prospects[':id'].$get({ param: { id: first.id } }));
    expect(one.body.prospect).toEqual(first);
    expect(
      (await read(member.api.prospects[':id'].$get({ param: { id: 'not-a-uuid' } }))).status,
    ).toBe(404);
  });
});

describe('paging', () => {
  it('walks every row once with a keyset cursor, ties on sent_at included', async () => {
    const member = await community.approved('Paige Pager');
    const tie = ago(3);
    await insertDms(t, member.userId, [
      ...Array.from({ length: 4 }, (_, i) => ({ url: `https://x.com/tie${i}`, sentAt: tie })),
      ...Array.from({ length: 5 }, (_, i) => ({ url: `https://x.com/p${i}`, sentAt: ago(i) })),
    ]);
    const seen: Dm[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      // Annotated: the cursor it reads feeds the next call's query.
      const answer: Answer<ProspectPage> = await read(
        member.api.prospects.$get({ query: { limit: '2', ...(cursor ? { cursor } : {}) } }),
      );
      seen.push(...answer.body.items);
      cursor = answer.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen.map((dm) => dm.id)).size).toBe(9);
    const times = seen.map((dm) => Date.parse(dm.sentAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('search paging', () => {
  it('finds the same rows in the same order whatever the time window before the index', async () => {
    const member = await community.approved('Wendy Window');
    await insertDms(
      t,
      member.userId,
      Array.from({ length: 23 }, (_, i) => ({
        url: `https://x.com/w${i}`,
        prospectName: i % 3 === 0 ? `Match ${i}` : `Other ${i}`,
        notes: i % 5 === 0 ? 'a match in the notes' : '',
        sentAt: ago(i % 7 === 0 ? 5 : i),
      })),
    );
    const scope = eq(dms.userId, member.userId);
    const filters = sql`${prospectSearchText} ilike '%match%'`;
    const walk = async (
      next: (cursor?: string) => Promise<{ items: Dm[]; nextCursor: string | null }>,
    ) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await next(cursor);
        ids.push(...page.items.map((dm) => dm.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return ids;
    };
    const expected = await walk((cursor) =>
      dmKeysetPage(t.database.db, and(scope, filters), { cursor, limit: 3 }),
    );
    expect(expected).toHaveLength(11);
    for (const window of [1, 2, 3, 4, 7, 50]) {
      const ids = await walk((cursor) =>
        dmSearchPage(t.database.db, scope, filters, { cursor, limit: 3, window }),
      );
      expect(ids, `window ${window}`).toEqual(expected);
    }
  });
});

describe('follow-ups', () => {
  it('groups DMs without a reply into due today (sent 3 local days ago) and overdue', async () => {
    const member = await community.approved('Fran Follow');
    const zone = 'Asia/Kolkata';
    await read(member.api.settings.$patch({ json: { timeZone: zone } }));
    const today = localDay(new Date(), zone);
    const onDay = (daysAgo: number, hour: number) =>
      new Date(startOfLocalDay(addDays(today, -daysAgo), zone).getTime() + hour * HOUR);
    await insertDms(t, member.userId, [
      { url: 'https://x.com/due-a', prospectName: 'Due A', sentAt: onDay(3, 1) },
      { url: 'https://x.com/due-b', prospectName: 'Due B', sentAt: onDay(3, 22) },
      { url: 'https://x.com/late', prospectName: 'Late', sentAt: onDay(5, 12) },
      { url: 'https://x.com/recent', prospectName: 'Recent', sentAt: onDay(2, 12) },
      { url: 'https://x.com/cold', prospectName: 'Cold', sentAt: onDay(9, 12) },
      {
        url: 'https://x.com/answered',
        prospectName: 'Answered',
        sentAt: onDay(3, 12),
        responseAt: onDay(2, 12),
      },
    ]);
    const due = await read(member.api.prospects['follow-ups'].$get({ query: { group: 'today' } }));
    expect(due.body.counts).toEqual({ today: 2, overdue: 1 });
    expect(names(due.body)).toEqual(['Due A', 'Due B']);
    const overdue = await read(
      member.api.prospects['follow-ups'].$get({ query: { group: 'overdue' } }),
    );
    expect(names(overdue.body)).toEqual(['Late']);
    expect(
      (await read(member.api.prospects['follow-ups'].$get({ query: invalid({}) }))).status,
    ).toBe(400);
  });
});

describe('the search index', () => {
  it('answers the prospect search from the trigram index', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<Record<string, string>>(
        tx as unknown as Db,
        sql`explain select id from dm_tracking where ${prospectSearchText} ilike ${'%acme%'}`,
      );
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain(
      'dm_prospect_search_trgm_idx',
    );
  });
});

describe("another member's prospects", () => {
  it('never appear in lists, searches, follow-ups or stats, and their ids give 404', async () => {
    const owner = await community.approved('Olga Owner');
    const stranger = await community.approved('Sid Stranger');
    const [secret] = await insertDms(t, owner.userId, [
      {
        url: 'https://x.com/secret',
        prospectName: 'Secret Lead',
        companyName: 'Hidden Inc',
        sentAt: ago(80),
      },
    ]);
    const { prospects } = stranger.api;
    const answers = await Promise.all(
      [
        prospects.$get({ query: {} }),
        prospects.$get({ query: { q: 'hidden' } }),
        prospects.$get({ query: { q: 'secret', status: 'sent' } }),
        prospects['follow-ups'].$get({ query: { group: 'today' } }),
        prospects['follow-ups'].$get({ query: { group: 'overdue' } }),
      ].map((call) => read(call)),
    );
    for (const answer of answers) expect(answer.body.items).toEqual([]);
    const stats = await read(stranger.api.prospects.stats.$get());
    expect(stats.body.total).toBe(0);
    expect(
      (await read(stranger.api.prospects[':id'].$get({ param: { id: secret.id } }))).status,
    ).toBe(404);
    expect(
      (await read(stranger.api.dms[':id'].reply.$post({ param: { id: secret.id }, header: {} })))
        .status,
    ).toBe(404);
    expect(
      (await read(stranger.api.dms[':id'].meeting.$post({ param: { id: secret.id }, header: {} })))
        .status,
    ).toBe(404);
    expect(
      (
        await read(
          stranger.api.dms[':id'].$patch({ param: { id: secret.id }, json: { notes: 'mine' } }),
        )
      ).status,
    ).toBe(404);
    expect((await read(stranger.api.dms[':id'].$delete({ param: { id: secret.id } }))).status).toBe(
      404,
    );
    const mine = await read(owner.api.prospects[':id'].$get({ param: { id: secret.id } }));
    expect(mine.body.prospect).toMatchObject({ notes: '', responseReceived: false });
  });
});
