import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '@/server/db/schema';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { Caller, createCommunity, invalid, read, signIn } from '@/test/http';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const profileOf = async (userId: UserId) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];
const decide = (userId: string, status: 'approved' | 'rejected') =>
  read(
    community.admin.api.admin.users[':userId'].decision.$post({
      param: { userId },
      json: {
        status,
      },
    }),
  );

describe('approval decisions', () => {
  it('lists every member newest first, with what the panel shows', async () => {
    const member = await community.pending('Lena List');
    const answer = await read(community.admin.api.admin.users.$get());
    expect(answer.status).toBe(200);
    expect(answer.body.users[0]).toMatchObject({
      userId: member.userId,
      fullName: 'Lena List',
      company: 'Acme',
      approvalStatus: 'pending',
    });
    expect(answer.body.users.at(-1)?.userId).toBe(community.admin.userId);
  });

  it('approve stamps approved_at and approved_by, and mails the member', async () => {
    const member = await community.pending('Ana Approve');
    expect((await decide(member.userId, 'approved')).status).toBe(200);
    const row = await profileOf(member.userId);
    expect(row.approvalStatus).toBe('approved');
    expect(row.approvedBy).toBe(community.admin.userId);
    expect(row.approvedAt).toBeInstanceOf(Date);
    await expect.poll(() => t.mails.some((mail) => mail.to === member.email)).toBe(true);
    expect((await read(member.api.setters.$get({ query: {} }))).status).toBe(200);
  });

  it('reject clears the stamps and ends the member’s sessions at once', async () => {
    const member = await community.pending('Rita Reject');
    expect((await decide(member.userId, 'rejected')).status).toBe(200);
    const row = await profileOf(member.userId);
    expect(row).toMatchObject({ approvalStatus: 'rejected', approvedAt: null, approvedBy: null });
    expect((await read(member.api.me.$get())).status).toBe(401);
  });

  it('refuses a repeated decision; reconsidering a rejection is allowed', async () => {
    const member = await community.approved('Dan Done');
    expect((await decide(member.userId, 'approved')).status).toBe(409);
    const rejected = await community.rejected('Ray Reconsider');
    expect((await decide(rejected.userId, 'rejected')).status).toBe(409);
    expect((await decide(rejected.userId, 'approved')).status).toBe(200);
    expect((await profileOf(rejected.userId)).approvedBy).toBe(community.admin.userId);
  });

  it('suspends an approved member (sessions end at once) and reinstates them', async () => {
    const member = await community.approved('Sue Suspended');
    expect((await read(member.api.setters.$get({ query: {} }))).status).toBe(200);
    expect((await decide(member.userId, 'rejected')).status).toBe(200);
    expect((await read(member.api.me.$get())).status).toBe(401);
    expect(await profileOf(member.userId)).toMatchObject({ approvalStatus: 'rejected' });
    expect((await decide(member.userId, 'approved')).status).toBe(200);
    await signIn(member, member.email);
    expect((await read(member.api.setters.$get({ query: {} }))).status).toBe(200);
  });

  it('never suspends an admin account', async () => {
    const answer = await decide(community.admin.userId, 'rejected');
    expect(answer.status).toBe(409);
    expect((await read(community.admin.api.setters.$get({ query: {} }))).status).toBe(200);
  });

  it('answers 404 for an unknown account and 400 for a bad status', async () => {
    expect((await decide('no-such-user', 'approved')).status).toBe(404);
    const member = await community.pending();
    for (const status of ['pending', 'banana']) {
      const answer = await read(
        community.admin.api.admin.users[':userId'].decision.$post({
          param: { userId: member.userId },
          json: invalid({ status }),
        }),
      );
      expect(answer.status, status).toBe(400);
    }
  });

  it('lets two admins race on one account: one decision wins, the other gets 409', async () => {
    for (const status of ['approved', 'rejected'] as const) {
      const member = await community.pending(`Race ${status}`);
      const answers = await Promise.all([
        decide(member.userId, status),
        decide(member.userId, status),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    }
  });

  it('makes ADMIN_EMAILS admins at sign-up', async () => {
    const listed = await createTestApp({ config: { adminEmails: ['boss@example.com'] } });
    try {
      await createCommunity(listed);
      const boss = new Caller(listed);
      await read(
        boss.api.auth['sign-up'].email.$post({
          json: {
            name: 'Boss',
            company: 'C',
            industry: 'I',
            email: 'Boss@Example.com',
            password: 'long-enough-pw',
          },
        }),
      );
      const me = await read(boss.api.me.$get());
      expect(me.body.profile).toMatchObject({ isAdmin: true, approvalStatus: 'approved' });
    } finally {
      await listed.close();
    }
  });

  it('tells the admins when a new member waits for approval', async () => {
    const member = await community.pending('Wendy Waiting');
    await expect
      .poll(() =>
        t.mails.find(
          (mail) => mail.to === community.admin.email && mail.subject.includes('Wendy Waiting'),
        ),
      )
      .toBeTruthy();
    expect(member.email).toContain('@');
  });
});

describe('pending sign-ups badge', () => {
  const pendingNow = async () => {
    const answer = await read(community.admin.api.admin['pending-count'].$get());
    expect(answer.status).toBe(200);
    return answer.body.pending;
  };

  it('counts the sign-ups waiting for a decision, for admins only', async () => {
    const before = await pendingNow();
    const waiting = await community.pending('Bo Badge');
    expect(await pendingNow()).toBe(before + 1);
    await community.pending('Bea Badge');
    expect(await pendingNow()).toBe(before + 2);
    expect((await decide(waiting.userId, 'approved')).status).toBe(200);
    expect(await pendingNow()).toBe(before + 1);
    const member = await community.approved('Mo Member');
    expect((await read(member.api.admin['pending-count'].$get())).status).toBe(403);
  });
});
