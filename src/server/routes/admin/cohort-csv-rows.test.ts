import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profiles } from '@/server/db/schema';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity } from '@/test/http';
import { insertDms } from '@/test/dm-rows';
import { cohortCsvRows } from './cohort.service';

/**
 * The CSV's rows come from the database as arrays (names as JSON, counts as integers, the last
 * DMs as epoch milliseconds) and are sorted in TypeScript (cohortCsvRows): names with any
 * character survive, the order is the cohort's name order (lowercased, then by id) and the last
 * DM reads as toISOString writes it.
 */
let t: TestApp;
const ids: Record<string, UserId> = {};

const rename = (userId: UserId, fullName: string) =>
  t.database.db.update(profiles).set({ fullName }).where(eq(profiles.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  const community = await createCommunity(t);
  ids.admin = community.admin.userId;
  for (const key of ['zed', 'upper', 'lower', 'quiet']) {
    ids[key] = (await community.approved(`Member ${key}`)).userId;
  }
  await rename(ids.zed, 'Zoë "Z" \\ line\nbreak');
  await rename(ids.upper, 'BEA');
  await rename(ids.lower, 'bea');
  await rename(ids.quiet, 'Quinn');
  await insertDms(t.database.db, ids.zed, [{ sentAt: new Date(Date.now() - 3_600_000) }]);
  await insertDms(t.database.db, ids.upper, [{ sentAt: new Date(Date.now() - 7_200_000) }]);
  await insertDms(t.database.db, ids.lower, [{ sentAt: new Date(Date.now() - 60_000) }]);
  // A last DM to the microsecond: the milliseconds are cut, not rounded, as toISOString does.
  await t.database.db.execute(
    sql`update dm_tracking set sent_at = ${'2026-11-20T10:00:00.123999Z'}::timestamptz
        where user_id = ${ids.upper}`,
  );
});
afterAll(() => t.close());

describe('the cohort CSV rows', () => {
  it('keep every name as written, sorted as the cohort sorts by name', async () => {
    const rows = await cohortCsvRows(t.database.db, '30');
    const [first, second] = [ids.upper, ids.lower].sort();
    const nameOf: Record<UserId, string> = { [ids.upper]: 'BEA', [ids.lower]: 'bea' };
    expect(rows.map((row) => row.name)).toEqual([
      'Ada Admin',
      nameOf[first],
      nameOf[second],
      'Quinn',
      'Zoë "Z" \\ line\nbreak',
    ]);
  });

  it('give the last DM as ISO text in UTC, or none', async () => {
    const rows = await cohortCsvRows(t.database.db, '30');
    const lastDm = Object.fromEntries(rows.map((row) => [row.name, row.lastDmAt]));
    expect(lastDm.BEA).toBe('2026-11-20T10:00:00.123Z');
    expect(lastDm.Quinn).toBeNull();
    expect(lastDm.bea).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const zed = rows.find((row) => row.name.startsWith('Zoë'));
    expect(zed).toMatchObject({ dms: 1, prospects: 1, replies: 0, teamSize: 0 });
  });
});
