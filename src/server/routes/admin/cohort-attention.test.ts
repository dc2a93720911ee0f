import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '@/server/db/schema';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, read } from '@/test/http';
import { insertDms } from '@/test/dm-rows';

/**
 * Who may be flagged "No DM in 3 days": only members who had the chance, i.e. who log (one DM
 * ever) and were approved at least the rule's 3 days ago. The admin who never logs and a member
 * approved minutes ago are not stalled members.
 */
const DAY = 24 * 3_600_000;

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;

beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const approvedDaysAgo = (userId: UserId, days: number) =>
  t.database.db
    .update(profiles)
    .set({ approvedAt: new Date(Date.now() - days * DAY) })
    .where(eq(profiles.userId, userId));

const dmDaysAgo = (userId: UserId, days: number) =>
  insertDms(t.database.db, userId, [{ sentAt: new Date(Date.now() - days * DAY) }]);

async function flagged() {
  const answer = await read(community.admin.api.admin.cohort.attention.$get());
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.members.map((member) => [member.name, member.reasons]));
}

describe('needs attention: who had the chance', () => {
  it('flags only members who log and were approved at least 3 days ago', async () => {
    // Approved minutes ago: no DM yet, or (however it came about) an old one.
    await community.approved('Nia New');
    const newWithOld = await community.approved('Ned NewOld');
    await dmDaysAgo(newWithOld.userId, 5);
    // Approved 2 days ago, a DM 5 days back: still inside the rule's days.
    const recent = await community.approved('Rae Recent');
    await approvedDaysAgo(recent.userId, 2);
    await dmDaysAgo(recent.userId, 5);
    // Approved long ago and never logged: does not log, like an admin who coaches only.
    const never = await community.approved('Nev Never');
    await approvedDaysAgo(never.userId, 30);
    // Approved long ago and logging today: fine.
    const busy = await community.approved('Bea Busy');
    await approvedDaysAgo(busy.userId, 30);
    await dmDaysAgo(busy.userId, 0);
    // Approved 4 days ago and quiet since a DM 4 days back: stalled.
    const stalled = await community.approved('Sal Stalled');
    await approvedDaysAgo(stalled.userId, 4);
    await dmDaysAgo(stalled.userId, 4);
    // Approved long ago, last DM 10 days back: stalled.
    const gone = await community.approved('Gus Gone');
    await approvedDaysAgo(gone.userId, 30);
    await dmDaysAgo(gone.userId, 10);

    const reasons = await flagged();
    expect(reasons['Ada Admin']).toBeUndefined();
    expect(reasons['Nia New']).toBeUndefined();
    expect(reasons['Ned NewOld']).toBeUndefined();
    expect(reasons['Rae Recent']).toBeUndefined();
    expect(reasons['Nev Never']).toBeUndefined();
    expect(reasons['Bea Busy']).toBeUndefined();
    expect(reasons['Sal Stalled']).toEqual(['no_recent_dm']);
    expect(reasons['Gus Gone']).toEqual(['no_recent_dm']);
  });

  it('flags an admin who logs like any member once they stop', async () => {
    const admin = community.admin;
    await approvedDaysAgo(admin.userId, 30);
    await dmDaysAgo(admin.userId, 6);
    expect((await flagged())['Ada Admin']).toEqual(['no_recent_dm']);
  });
});
