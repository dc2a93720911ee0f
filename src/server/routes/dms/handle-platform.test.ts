import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dms } from '@/server/db/schema';
import { NEEDS_PLATFORM } from '@/shared/schemas/dm-messages';
import type { UserId } from '@/shared/schemas/ids';
import { createCommunity, read, readRefusal } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';

/**
 * A bare handle names no profile until its platform is given: the server never picks one (the
 * Log DM dialog asks the member, docs/product.md, Log DM dialog).
 */
let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const rowsOf = async (userId: UserId) =>
  t.database.db.select({ id: dms.id }).from(dms).where(eq(dms.userId, userId));

describe('Log DM of a bare handle', () => {
  it('answers 400 needs_platform without a platform, in solo and team mode, and logs nothing', async () => {
    const member = await community.approved();
    for (const profileUrl of ['@jade.fit', 'jade_fit', '  @jade.fit  ']) {
      const refused = await readRefusal(member.api.dms.$post({ json: { profileUrl }, header: {} }));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'needs_platform',
        message: NEEDS_PLATFORM.message,
      });
    }
    await read(member.api.settings.$patch({ json: { soloMode: false, settersCount: 1 } }));
    const team = await readRefusal(
      member.api.dms.$post({ json: { profileUrl: '@jade.fit', setterName: 'Self' }, header: {} }),
    );
    expect(team.status).toBe(400);
    expect(team.body.error.code).toBe('needs_platform');
    expect(await rowsOf(member.userId)).toHaveLength(0);
  });

  it('logs the handle on the platform the member picked, never LinkedIn by default', async () => {
    const member = await community.approved();
    const logged = await read(
      member.api.dms.$post({
        json: { profileUrl: '@jade.fit', platform: 'instagram' },
        header: {},
      }),
    );
    expect(logged.status).toBe(201);
    expect(logged.body.dm).toMatchObject({
      platform: 'instagram',
      profileUrl: 'https://www.instagram.com/jade.fit',
    });
  });
});
