import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dms } from '@/server/db/schema';
import { SHARE_KEY_REFUSED_MESSAGE } from '@/shared/schemas/dm-messages';
import type { UserId } from '@/shared/schemas/ids';
import { createCommunity, read, readRefusal, type Caller } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';

/**
 * "Log at once" logs a DM with no click, so it must prove the member's own bookmarklet started
 * it: the log carries the member's share key, and the server accepts it only with the right one.
 */
let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const rows = async (userId: UserId) =>
  (await t.database.db.select({ id: dms.id }).from(dms).where(eq(dms.userId, userId))).length;

const keyOf = async (member: Caller) => {
  const answer = await read(member.api.settings['share-key'].$get());
  expect(answer.status).toBe(200);
  return answer.body.key;
};

const logAtOnce = (member: Caller, profileUrl: string, key: string) =>
  member.api.dms.$post({ json: { profileUrl }, header: { 'share-key': key } });

describe('the share key of "Log at once"', () => {
  it('is the member own, stable, and accepted only when right', async () => {
    const member = await community.approved('Kit Key');
    const other = await community.approved('Otis Other');
    const key = await keyOf(member);
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(await keyOf(member)).toBe(key);
    const otherKey = await keyOf(other);
    expect(otherKey).not.toBe(key);

    const logged = await read(logAtOnce(member, 'linkedin.com/in/kit-prospect', key));
    expect(logged.status).toBe(201);
    expect(await rows(member.userId)).toBe(1);

    // The last character changed to another one: a fixed 'x' would be the key itself 1 time in 64.
    const lastChanged = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    for (const wrong of [otherKey, lastChanged, 'guess', key.toUpperCase()]) {
      const refused = await readRefusal(logAtOnce(member, 'linkedin.com/in/kit-refused', wrong));
      expect(refused.status, wrong).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'share_key_invalid',
        message: SHARE_KEY_REFUSED_MESSAGE,
      });
    }
    expect(await rows(member.userId)).toBe(1);

    // A log without a key is the member's own click (the confirm), as before.
    const clicked = await read(
      member.api.dms.$post({ json: { profileUrl: 'x.com/kit_clicked' }, header: {} }),
    );
    expect(clicked.status).toBe(201);

    const tooLong = await readRefusal(logAtOnce(member, 'x.com/kit_long', 'k'.repeat(65)));
    expect(tooLong.status).toBe(400);
  });

  it('a new key from Settings retires the old one at once', async () => {
    const member = await community.approved('Rhea Renew');
    const old = await keyOf(member);
    const renewed = await read(member.api.settings['share-key'].$post());
    expect(renewed.status).toBe(200);
    expect(renewed.body.key).not.toBe(old);
    expect(await keyOf(member)).toBe(renewed.body.key);

    expect((await readRefusal(logAtOnce(member, 'x.com/rhea_old', old))).status).toBe(403);
    expect((await read(logAtOnce(member, 'x.com/rhea_new', renewed.body.key))).status).toBe(201);

    const again = await read(member.api.settings['share-key'].$post());
    expect(again.body.key).not.toBe(renewed.body.key);
    expect(
      (await readRefusal(logAtOnce(member, 'x.com/rhea_older', renewed.body.key))).status,
    ).toBe(403);
    // Another member's key did not change.
    const other = await community.approved('Una Unchanged');
    const before = await keyOf(other);
    await read(member.api.settings['share-key'].$post());
    expect(await keyOf(other)).toBe(before);
  });
});
