import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettingsResponse } from '@/shared/schemas/notifications';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, type Caller } from '@/test/http';
import type { UserId } from '@/shared/schemas/ids';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Member = Caller & { userId: UserId };

const digestOn = async (member: Member) =>
  (await member.get<NotificationSettingsResponse>('/api/notifications')).body.settings
    .digestEnabled;
const link = (member: Member, issuedAt = new Date()) =>
  `/unsubscribe/${t.deps.unsubscribeTokens.sign(member.userId, 'digest', issuedAt)}`;

describe('the unsubscribe link', () => {
  it('GET only asks (a mail scanner prefetching it changes nothing); the button POSTs', async () => {
    const member = await community.approved('Lea Leaving');
    const path = link(member);
    for (let i = 0; i < 3; i++) {
      const confirm = await t.app.request(path);
      expect(confirm.status).toBe(200);
      expect(confirm.headers.get('cache-control')).toBe('no-store');
      const html = await confirm.text();
      expect(html).toContain('Unsubscribe from the morning digest?');
      expect(html).toContain(`<form method="post" action="${path}">`);
      expect(html).toContain('<button type="submit"');
    }
    expect(await digestOn(member)).toBe(true);

    // The confirm page's button: a form POST from the page itself.
    const done = await t.app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: t.deps.config.baseURL,
      },
      body: '',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You will not get the morning digest any more.');
    expect(await digestOn(member)).toBe(false);
  });

  it('keeps RFC 8058 one-click POST, without cookies or Origin', async () => {
    const member = await community.approved('Olly OneClick');
    const answer = await t.app.request(link(member), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await digestOn(member)).toBe(false);
  });

  it('expires 60 days after the mail, with a page that says so', async () => {
    const member = await community.approved('Olga Old');
    const fresh = await t.app.request(link(member, new Date(Date.now() - 59 * DAY)));
    expect(fresh.status).toBe(200);
    const old = link(member, new Date(Date.now() - 61 * DAY));
    for (const method of ['GET', 'POST']) {
      const answer = await t.app.request(old, { method });
      expect(answer.status, method).toBe(410);
      const html = await answer.text();
      expect(html).toContain('This link has expired');
      expect(html).toContain('/settings');
    }
    expect(await digestOn(member)).toBe(true);
  });

  it('refuses a forged or altered link', async () => {
    const member = await community.approved('Fred Forged');
    const token = link(member).split('/').pop()!;
    const [kind, id, issued, signature] = token.split('.');
    for (const bad of [
      `${kind}.${id}.${(Number.parseInt(issued, 36) + 10 * 86_400).toString(36)}.${signature}`,
      `nudge.${id}.${issued}.${signature}`,
      'digest.x.y.z',
      'nonsense',
    ]) {
      const answer = await t.app.request(`/unsubscribe/${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(await answer.text()).toContain('This link is not valid');
    }
    expect(await digestOn(member)).toBe(true);
  });
});
