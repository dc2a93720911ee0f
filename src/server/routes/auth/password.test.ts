import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { account, securityEvents } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/test/test-app';
import { Caller, read, signIn, signUp, uniqueEmail } from '@/test/http';

let t: TestApp;
beforeAll(async () => {
  // The other tests use a cheap hash (src/test/password-hashing.ts); these keep the real one.
  t = await createTestApp({ realPasswordHashing: true });
});
afterAll(() => t.close());

type ErrorAnswer = { error: { code: string; message: string } };

/** The token of the reset link mailed to an address, read from where the link lands. */
async function resetToken(email: string): Promise<string> {
  const isReset = (mail: { to: string; subject: string }) =>
    mail.to === email && /Reset/.test(mail.subject);
  await expect.poll(() => t.mails.find(isReset)).toBeTruthy();
  const link = new URL(t.mails.find(isReset)!.text.match(/http:\/\/\S+/)![0]);
  const callback = await t.app.request(link.pathname + link.search);
  return new URL(callback.headers.get('location')!, 'http://localhost:3000').searchParams.get(
    'token',
  )!;
}

describe('passwords and sessions', () => {
  it("stores passwords with better-auth's scrypt (salt:key), never the tests' cheap hash", async () => {
    const member = await signUp(t);
    await signIn(member, member.email);
    const [stored] = await t.database.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, member.userId));
    expect(stored?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it('resets a forgotten password through the mailed link and ends old sessions', async () => {
    const member = await signUp(t);
    const oldCookie = member.cookie;
    const anonymous = new Caller(t);
    const request = await anonymous.post('/api/auth/request-password-reset', {
      email: member.email,
      redirectTo: '/reset-password',
    });
    expect(request.status).toBe(200);
    await expect
      .poll(() => t.mails.find((mail) => mail.to === member.email && /Reset/.test(mail.subject)))
      .toBeTruthy();
    const mail = t.mails.find((m) => m.to === member.email && /Reset/.test(m.subject))!;
    const link = new URL(mail.text.match(/http:\/\/\S+/)![0]);
    const callback = await t.app.request(link.pathname + link.search);
    expect(callback.status).toBe(302);
    const landing = new URL(callback.headers.get('location')!, 'http://localhost:3000');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;

    const tooShort = await anonymous.post('/api/auth/reset-password', {
      token,
      newPassword: 'short',
    });
    expect(tooShort.status).toBe(400);
    const reset = await anonymous.post('/api/auth/reset-password', {
      token,
      newPassword: 'brand-new-password',
    });
    expect(reset.status).toBe(200);
    const events = await t.database.db
      .select({ kind: securityEvents.kind })
      .from(securityEvents)
      .where(eq(securityEvents.userId, member.userId));
    expect(events).toEqual([{ kind: 'password_changed' }]);
    expect((await new Caller(t, oldCookie).get('/api/me')).status).toBe(401);
    await signIn(anonymous, member.email, 'brand-new-password');
    expect((await read(anonymous.api.me.$get())).status).toBe(200);
    // the token is single use
    const again = await anonymous.post('/api/auth/reset-password', {
      token,
      newPassword: 'another-one-1',
    });
    expect(again.status).toBe(400);
  });

  it('answers the same for an unknown address (no account enumeration)', async () => {
    const answer = await new Caller(t).post('/api/auth/request-password-reset', {
      email: 'nobody-here@example.com',
      redirectTo: '/reset-password',
    });
    expect(answer.status).toBe(200);
  });

  it('signs out everywhere', async () => {
    const member = await signUp(t);
    const laptop = new Caller(t);
    await signIn(laptop, member.email);
    expect((await member.post('/api/auth/revoke-sessions', {})).status).toBe(200);
    expect((await read(laptop.api.me.$get())).status).toBe(401);
    expect((await read(member.api.me.$get())).status).toBe(401);
  });

  it('changes the password with the current one and signs out other devices', async () => {
    const member = await signUp(t);
    const phone = new Caller(t);
    await signIn(phone, member.email);
    const wrong = await member.post('/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password',
      revokeOtherSessions: true,
    });
    expect(wrong.status).toBe(400);
    const ok = await member.post('/api/auth/change-password', {
      currentPassword: 'correct-horse-battery',
      newPassword: 'a-new-password',
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    expect((await read(phone.api.me.$get())).status).toBe(401);
    expect((await read(member.api.me.$get())).status).toBe(200);
  });

  it("refuses the member's own email or name as a new password, as sign-up does", async () => {
    const name = 'Quentin Zebrowski-Falk';
    const email = uniqueEmail('quentin-zebrowski');
    const refusedAtSignUp = await new Caller(t).post<ErrorAnswer>('/api/auth/sign-up/email', {
      name,
      company: 'Acme',
      industry: 'SaaS',
      email,
      password: email,
    });
    expect(refusedAtSignUp.status).toBe(400);
    expect(refusedAtSignUp.body.error.code).toBe('weak_password');

    const member = await signUp(t, { name, email });
    for (const newPassword of [member.email, name, member.email.toUpperCase()]) {
      const change = await member.post<ErrorAnswer>('/api/auth/change-password', {
        currentPassword: 'correct-horse-battery',
        newPassword,
      });
      expect(change.status, newPassword).toBe(400);
      expect(change.body.error.code).toBe('weak_password');
    }
    await signIn(new Caller(t), member.email);

    await new Caller(t).post('/api/auth/request-password-reset', {
      email: member.email,
      redirectTo: '/reset-password',
    });
    const token = await resetToken(member.email);
    const reset = await new Caller(t).post<ErrorAnswer>('/api/auth/reset-password', {
      token,
      newPassword: member.email,
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error.code).toBe('weak_password');
    await signIn(new Caller(t), member.email);
  });

  it('exposes only the auth endpoints the product uses', async () => {
    const member = await signUp(t);
    for (const path of [
      '/api/auth/delete-user',
      '/api/auth/update-user',
      '/api/auth/list-accounts',
      '/api/auth/sign-in/social',
    ]) {
      expect((await member.post(path, {})).status, path).toBe(404);
    }
  });
});
