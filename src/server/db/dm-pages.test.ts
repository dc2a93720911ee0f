import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dmKeysetPage, dmSearchPage } from '@/server/db/dm-pages';
import { dms, prospectSearchText } from '@/server/db/schema';
import { queryRows } from '@/server/db/query-rows';
import type { Db } from '@/server/db/client';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity } from '@/test/http';
import { insertDms } from '@/test/dm-fixtures';
import type { Dm } from '@/shared/schemas/dm';

// The Logs Manager's keyset and searched pages of DMs (docs/decisions/0118-prospect-search.md).

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

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
