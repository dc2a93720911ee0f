import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '@/server/db/schema';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import {
  Caller,
  createCommunity,
  read,
  readRefusal,
  signIn,
  signUp,
  uniqueEmail,
} from '@/test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (userId: UserId) => {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
};

describe('accounts', () => {
  it('makes the first account an approved admin and later ones pending', async () => {
    const { admin, pending } = await createCommunity(t);
    expect(await profileOf(admin.userId)).toMatchObject({
      isAdmin: true,
      approvalStatus: 'approved',
    });
    const member = await pending();
    const row = await profileOf(member.userId);
    expect(row).toMatchObject({ isAdmin: false, approvalStatus: 'pending', approvedAt: null });
    expect(row.company).toBe('Acme');
    const me = await read(member.api.me.$get());
    expect(me.status).toBe(200);
    expect(me.body.profile.approvalStatus).toBe('pending');
  });

  it('rejects sign-up bodies that try to set admin or approval fields', async () => {
    const caller = new Caller(t);
    const email = uniqueEmail('sneaky');
    for (const extra of [
      { isAdmin: true },
      { is_admin: true },
      { approvalStatus: 'approved' },
      { approved_by: 'x' },
      { emailVerified: true },
    ]) {
      const answer = await readRefusal(
        caller.api.auth['sign-up'].email.$post({
          json: {
            name: 'Sneaky',
            company: 'X',
            industry: 'Y',
            email,
            password: 'long-enough-pw',
            ...extra,
          },
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('validation_error');
    }
    const rows = await t.database.db.select().from(profiles);
    expect(rows.every((row) => row.fullName !== 'Sneaky')).toBe(true);
  });

  it('enforces passwords of 8 to 128 characters', async () => {
    const caller = new Caller(t);
    const base = { name: 'P', company: 'C', industry: 'I' };
    const short = await readRefusal(
      caller.api.auth['sign-up'].email.$post({
        json: {
          ...base,
          email: uniqueEmail(),
          password: '1234567',
        },
      }),
    );
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/at least 8/);
    const long = await read(
      caller.api.auth['sign-up'].email.$post({
        json: {
          ...base,
          email: uniqueEmail(),
          password: 'x'.repeat(129),
        },
      }),
    );
    expect(long.status).toBe(400);
    const exact = await read(
      caller.api.auth['sign-up'].email.$post({
        json: {
          ...base,
          email: uniqueEmail(),
          password: Array.from(
            { length: 128 },
            (_, i) => 'kq7ZmP2vXw9RtB4n'[(i * i + 3 * i) % 16],
          ).join(''),
        },
      }),
    );
    expect(exact.status).toBe(200);
  });

  it('without mail (new accounts are signed in at once), says clearly when an email is taken', async () => {
    const member = await signUp(t);
    const again = await new Caller(t).post<{ error: { message: string } }>(
      '/api/auth/sign-up/email',
      { name: 'Dup', company: 'C', industry: 'I', email: member.email, password: 'another-pw-1' },
    );
    expect(again.status).toBe(422);
    expect(again.body.error.message).toMatch(/already exists/i);
  });

  it('with mail, answers a taken address as a new one and mails its owner instead', async () => {
    const mailing = await createTestApp({ config: { emailVerification: true } });
    try {
      const taken = uniqueEmail('taken');
      const fresh = uniqueEmail('fresh');
      const body = (email: string) => ({
        name: 'Dup',
        company: 'C',
        industry: 'I',
        email,
        password: 'another-pw-1',
      });
      expect((await new Caller(mailing).post('/api/auth/sign-up/email', body(taken))).status).toBe(
        200,
      );
      mailing.mails.length = 0;
      const again = await new Caller(mailing).post<{ user: Record<string, unknown> }>(
        '/api/auth/sign-up/email',
        body(taken),
      );
      const brandNew = await new Caller(mailing).post<{ user: Record<string, unknown> }>(
        '/api/auth/sign-up/email',
        body(fresh),
      );
      expect(again.status).toBe(200);
      expect(Object.keys(again.body.user).sort()).toEqual(Object.keys(brandNew.body.user).sort());
      expect(again.headers.get('set-cookie')).toBeNull();
      await expect
        .poll(() => mailing.mails.find((mail) => mail.to === taken)?.subject)
        .toMatch(/tried to sign up/);
    } finally {
      await mailing.close();
    }
  });

  it('throttles mail per address, whatever address asks: verification and reset mails', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    let ip = 0;
    const ask = async (endpoint: string, email: string) => {
      const response = await proxied.app.request(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${ip++}` },
        body: JSON.stringify({ email }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { error?: { code: string } },
      };
    };
    try {
      for (const endpoint of [
        '/api/auth/send-verification-email',
        '/api/auth/request-password-reset',
      ]) {
        const target = uniqueEmail('spammed');
        for (let i = 0; i < 3; i++)
          expect((await ask(endpoint, target)).status, endpoint).toBe(200);
        const refused = await ask(endpoint, target);
        expect(refused.status, endpoint).toBe(429);
        expect(refused.body.error?.code, endpoint).toBe('too_many_mails');
        expect((await ask(endpoint, uniqueEmail('other'))).status, endpoint).toBe(200);
      }
    } finally {
      await proxied.close();
    }
  });

  it('refuses passwords that are easy to guess, saying why, at sign-up and on change', async () => {
    const email = uniqueEmail('weak');
    for (const password of ['password', 'aaaaaaaa', '12345678', 'qwertyuiop', email]) {
      const answer = await new Caller(t).post<{ error: { code: string; message: string } }>(
        '/api/auth/sign-up/email',
        { name: 'Weak', company: 'C', industry: 'I', email, password },
      );
      expect(answer.status, password).toBe(400);
      expect(answer.body.error.code).toBe('weak_password');
      expect(answer.body.error.message).toMatch(/^Choose a stronger password\. \S/);
    }
    const member = await signUp(t);
    const change = await member.post<{ error: { code: string } }>('/api/auth/change-password', {
      currentPassword: 'correct-horse-battery',
      newPassword: 'password1',
    });
    expect(change.status).toBe(400);
    expect(change.body.error.code).toBe('weak_password');
  });

  it('never returns the session token from get-session', async () => {
    const member = await signUp(t);
    const answer = await member.get<{ session: Record<string, unknown> }>('/api/auth/get-session');
    expect(answer.status).toBe(200);
    expect(answer.body.session.id).toBeDefined();
    expect(JSON.stringify(answer.body)).not.toContain('"token"');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and never returns the token in JSON', async () => {
    const caller = new Caller(t);
    const answer = await read(
      caller.api.auth['sign-up'].email.$post({
        json: {
          name: 'Cookie',
          company: 'C',
          industry: 'I',
          email: uniqueEmail(),
          password: 'long-enough-pw',
        },
      }),
    );
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(JSON.stringify(answer.body)).not.toContain('"token"');
  });

  it('marks the cookie Secure when served over HTTPS', async () => {
    const https = await createTestApp({ config: { baseURL: 'https://sprint.example.com' } });
    try {
      const response = await https.app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://sprint.example.com' },
        body: JSON.stringify({
          name: 'Sec',
          company: 'C',
          industry: 'I',
          email: uniqueEmail(),
          password: 'long-enough-pw',
        }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
    } finally {
      await https.close();
    }
  });

  it('kills the session on sign-out: the old cookie gets 401', async () => {
    const member = await signUp(t);
    const oldCookie = member.cookie;
    expect((await read(member.api.me.$get())).status).toBe(200);
    const out = await member.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    const stale = new Caller(t, oldCookie);
    expect((await read(stale.api.me.$get())).status).toBe(401);
  });

  it('answers a wrong password with 401 and a readable message', async () => {
    const member = await signUp(t);
    const answer = await new Caller(t).post<{ error: { message: string } }>(
      '/api/auth/sign-in/email',
      { email: member.email, password: 'wrong-password' },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toMatch(/invalid email or password/i);
  });

  it('signs in with the right password', async () => {
    const member = await signUp(t);
    const caller = new Caller(t);
    await signIn(caller, member.email);
    expect((await read(caller.api.me.$get())).status).toBe(200);
  });
});
