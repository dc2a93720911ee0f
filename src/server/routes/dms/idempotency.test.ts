import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dms } from '@/server/db/schema';
import type { UserId } from '@/shared/schemas/ids';
import { startDropResponseProxy } from '@/test/drop-response-proxy';
import { createCommunity, read, readRefusal, type Caller } from '@/test/http';
import { listen } from '@/test/listen';
import { createTestApp, TEST_BASE_URL, type TestApp } from '@/test/test-app';
import type { z } from 'zod';
import type { dmLookupInput, LogDmInput, LogDmResult } from '@/shared/schemas/dm';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const rowsOf = async (userId: UserId) =>
  t.database.db.select().from(dms).where(eq(dms.userId, userId));

const logDm = (member: Caller, key: string, body: LogDmInput) =>
  read(member.api.dms.$post({ json: body, header: { 'idempotency-key': key } }));

const transition = (member: Caller, id: string, kind: 'reply' | 'meeting', key: string) =>
  read(member.api.dms[':id'][kind].$post({ param: { id }, header: { 'idempotency-key': key } }));

describe('Log DM with an Idempotency-Key', () => {
  it('answers a repeat with the same row and status, and stores one row', async () => {
    const member = await community.approved();
    const key = randomUUID();
    const body = { profileUrl: 'linkedin.com/in/jane-doe-4a1b2c' };
    const first = await logDm(member, key, body);
    const second = await logDm(member, key, body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await rowsOf(member.userId)).toHaveLength(1);
  });

  it('keeps the first answer’s duplicate warning on a repeat', async () => {
    const member = await community.approved();
    const earlier = await logDm(member, randomUUID(), { profileUrl: 'x.com/samrivera' });
    const key = randomUUID();
    await logDm(member, key, { profileUrl: 'x.com/samrivera' });
    const repeat = await logDm(member, key, { profileUrl: 'x.com/samrivera' });
    expect(repeat.body.previouslySentAt).toBe(earlier.body.dm.sentAt);
    expect(await rowsOf(member.userId)).toHaveLength(2);
  });

  it('stores one row for concurrent duplicates', async () => {
    const member = await community.approved();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => logDm(member, key, { profileUrl: 'x.com/concurrent' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.dm.id)).size).toBe(1);
    expect(await rowsOf(member.userId)).toHaveLength(1);
  });

  it('stores one row when the response was lost and the request is sent again', async () => {
    const member = await community.approved();
    const server = await listen(t);
    const proxy = await startDropResponseProxy(new URL(server.url));
    const key = randomUUID();
    // A raw fetch over real sockets: the proxy in front drops the first answer.
    const send = (base: string) =>
      fetch(`${base}/api/dms`, {
        method: 'POST',
        headers: {
          cookie: member.cookie,
          'content-type': 'application/json',
          origin: TEST_BASE_URL,
          'idempotency-key': key,
        },
        body: JSON.stringify({ profileUrl: 'linkedin.com/in/lost-answer' }),
      });
    try {
      await expect(send(proxy.url)).rejects.toThrow();
      const retry = await send(server.url);
      expect(retry.status).toBe(201);
      const rows = await rowsOf(member.userId);
      expect(rows).toHaveLength(1);
      expect(((await retry.json()) as LogDmResult).dm.id).toBe(rows[0].id);
    } finally {
      await proxy.close();
      await server.close();
    }
  });

  it('keys are per member: the same key from two members logs two rows', async () => {
    const [a, b] = [await community.approved(), await community.approved()];
    const key = randomUUID();
    expect((await logDm(a, key, { profileUrl: 'x.com/shared' })).status).toBe(201);
    expect((await logDm(b, key, { profileUrl: 'x.com/shared' })).status).toBe(201);
    expect(await rowsOf(a.userId)).toHaveLength(1);
    expect(await rowsOf(b.userId)).toHaveLength(1);
  });

  it('refuses a key reused for another profile, and a key that is not a uuid', async () => {
    const member = await community.approved();
    const key = randomUUID();
    await logDm(member, key, { profileUrl: 'x.com/first' });
    const reused = await logDm(member, key, { profileUrl: 'x.com/second' });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    const bad = await logDm(member, 'not-a-uuid', { profileUrl: 'x.com/third' });
    expect(bad.status).toBe(400);
    expect(await rowsOf(member.userId)).toHaveLength(1);
  });
});

describe('Log Reply / Log Meeting with an Idempotency-Key', () => {
  it('answers a repeat with the row (200), a different key with the 409 of a stale click', async () => {
    const member = await community.approved();
    const { body } = await logDm(member, randomUUID(), { profileUrl: 'x.com/replier' });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => transition(member, body.dm.id, 'reply', key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(answers[4].body.dm.responseReceived).toBe(true);
    expect((await transition(member, body.dm.id, 'reply', randomUUID())).status).toBe(409);
    const meetingKey = randomUUID();
    expect((await transition(member, body.dm.id, 'meeting', meetingKey)).status).toBe(200);
    expect((await transition(member, body.dm.id, 'meeting', meetingKey)).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(dms)
      .where(and(eq(dms.userId, member.userId), eq(dms.id, body.dm.id)));
    expect(row).toMatchObject({ responseReceived: true, meetingBooked: true });
  });

  it('a queued reply whose DM was deleted meanwhile is a clear 409', async () => {
    const member = await community.approved();
    const { body } = await logDm(member, randomUUID(), { profileUrl: 'x.com/deleted' });
    await read(member.api.dms[':id'].$delete({ param: { id: body.dm.id } }));
    const answer = await transition(member, body.dm.id, 'reply', randomUUID());
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: { code: 'dm_deleted', message: 'This DM was deleted, so it could not be updated.' },
    });
  });
});

describe('handles and the duplicate pre-check', () => {
  it('logs @handle with its platform as the profile URL, refuses it without one', async () => {
    const member = await community.approved();
    const refused = await readRefusal(
      member.api.dms.$post({ json: { profileUrl: '@nina.creates' }, header: {} }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('needs_platform');
    expect(await rowsOf(member.userId)).toHaveLength(0);
    const logged = await read(
      member.api.dms.$post({
        json: {
          profileUrl: '@nina.creates',
          platform: 'instagram',
        },
        header: {},
      }),
    );
    expect(logged.status).toBe(201);
    expect(logged.body.dm).toMatchObject({
      platform: 'instagram',
      profileUrl: 'https://www.instagram.com/nina.creates',
    });
  });

  it('says when the member last messaged the profile, writing nothing', async () => {
    const member = await community.approved();
    const other = await community.approved();
    const lookup = (caller: Caller, query: z.input<typeof dmLookupInput>) =>
      read(caller.api.dms.lookup.$get({ query }));
    const before = await lookup(member, { profileUrl: '@nina.creates', platform: 'instagram' });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      profile: {
        url: 'https://www.instagram.com/nina.creates',
        platform: 'instagram',
        name: 'Nina Creates',
      },
      prospect: null,
      nameMatches: [],
      previouslySentAt: null,
    });
    const { body } = await logDm(member, randomUUID(), {
      profileUrl: 'https://instagram.com/Nina.Creates/',
    });
    const after = await lookup(member, { profileUrl: '@nina.creates', platform: 'instagram' });
    expect(after.body.previouslySentAt).toBe(body.dm.sentAt);
    expect(after.body.prospect).toMatchObject({ id: body.prospect.id, touches: 1 });
    // another member's DMs are not theirs to see
    const stranger = await lookup(other, { profileUrl: '@nina.creates', platform: 'instagram' });
    expect(stranger.body.previouslySentAt).toBeNull();
    expect(stranger.body.prospect).toBeNull();
    expect(stranger.body.nameMatches).toEqual([]);
    const invalid = await lookup(member, { profileUrl: 'javascript:alert(1)' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { code: 'invalid_url' } });
    expect(await rowsOf(member.userId)).toHaveLength(1);
  });
});
