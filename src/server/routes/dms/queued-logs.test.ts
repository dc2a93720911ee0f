import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dms } from '@/server/db/schema';
import { MAX_QUEUED_FOR_MS } from '@/shared/schemas/dm';
import { createCommunity, read, readRefusal, type Caller } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';

/** Logs that waited on a device without a connection count when they were made. */
let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

const logDm = (member: Caller, queuedForMs: string, profileUrl = 'x.com/late-night') =>
  member.api.dms.$post({
    json: { profileUrl },
    header: { 'idempotency-key': randomUUID(), 'queued-for-ms': queuedForMs },
  });

const logStep = (member: Caller, id: string, kind: 'reply' | 'meeting', queuedForMs: string) =>
  member.api.dms[':id'][kind].$post({
    param: { id },
    header: { 'idempotency-key': randomUUID(), 'queued-for-ms': queuedForMs },
  });

const msAgo = (iso: string | null) => Date.now() - Date.parse(iso ?? '');

describe('a log sent after waiting on the device', () => {
  it('is dated when it was made: a DM queued 26 hours ago is not in today’s count', async () => {
    const member = await community.approved();
    const logged = await read(logDm(member, String(26 * HOUR)));
    expect(logged.status).toBe(201);
    expect(msAgo(logged.body.dm.sentAt)).toBeGreaterThanOrEqual(26 * HOUR);
    expect(msAgo(logged.body.dm.sentAt)).toBeLessThan(26 * HOUR + 60_000);
    expect((await read(member.api.tracker.today.$get())).body.dmsSent).toBe(0);

    const now = await read(logDm(member, '0', 'x.com/this-morning'));
    expect(msAgo(now.body.dm.sentAt)).toBeLessThan(60_000);
    expect((await read(member.api.tracker.today.$get())).body.dmsSent).toBe(1);
  });

  it('dates a reply and a meeting back too, never before the step they follow', async () => {
    const member = await community.approved();
    const dm = (await read(logDm(member, String(3 * HOUR)))).body.dm;
    const reply = await read(logStep(member, dm.id, 'reply', String(2 * HOUR)));
    expect(msAgo(reply.body.dm.responseAt)).toBeGreaterThanOrEqual(2 * HOUR);
    expect(msAgo(reply.body.dm.responseAt)).toBeLessThan(2 * HOUR + 60_000);
    // Queued longer ago than the reply it follows (another device's log reached the server first).
    const meeting = await read(logStep(member, dm.id, 'meeting', String(5 * HOUR)));
    expect(meeting.body.dm.meetingAt).toBe(reply.body.dm.responseAt);
  });

  it('refuses a wait that is not a whole number of milliseconds from 0 to 30 days', async () => {
    const member = await community.approved();
    for (const [value, message] of [
      ['soon', /must be a number of milliseconds/],
      ['-5', /cannot be negative/],
      ['1.5', /whole number/],
      [String(MAX_QUEUED_FOR_MS + 1), /30 days at most/],
    ] as const) {
      const refused = await readRefusal(logDm(member, value));
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(message);
    }
    const dm = (await read(logDm(member, '0', 'x.com/replied'))).body.dm;
    expect((await readRefusal(logStep(member, dm.id, 'reply', '-1'))).status).toBe(400);
    // Nothing half-written: the refused logs left no row.
    const rows = await t.database.db.select().from(dms).where(eq(dms.userId, member.userId));
    expect(rows).toHaveLength(1);
  });
});
