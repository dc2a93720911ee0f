import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, signUp } from '@/test/http';
import { mailParts } from '@/test/mail-parts';
import { createTestAppWithSmtp, TEST_BASE_URL, type SmtpTestApp } from '@/test/test-app';
import { FOREIGN_CALLBACK_MESSAGE } from './auth.routes';

/**
 * Without PUBLIC_URL the app trusts the address a request came in on and TRUSTED_ORIGINS, never
 * another site: a link of this app (reset, verification) cannot send the member, or the token it
 * carries, anywhere else.
 */
let t: SmtpTestApp;
beforeAll(async () => {
  t = await createTestAppWithSmtp({ config: { publicUrl: null } });
  // better-auth skips its own origin checks under NODE_ENV=test; here they run as in production.
  (await t.deps.auth.$context).skipOriginCheck = false;
});
afterAll(() => t.close());

const LAN = 'http://192.168.1.20:3000';
const FOREIGN = [
  'https://evil.example/p',
  'https://evil.example',
  'http://evil.example/p',
  '//evil.example/p',
  '/\\evil.example/p',
  '/\t/evil.example/p',
  'javascript:alert(1)',
  'https://192.168.1.20:3000/p', // another scheme is another origin
];

const get = (url: string) => t.app.request(url);
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

async function expectRefused(response: Response) {
  expect(response.status).toBe(400);
  expect(response.headers.get('location')).toBeNull();
  const error = await errorOf(response);
  expect(error.code).toBe('foreign_callback_url');
  expect(error.message).toBe(FOREIGN_CALLBACK_MESSAGE);
}

const resetMails = (email: string) =>
  t.smtp.received
    .filter((mail) => mail.to.includes(email))
    .map(mailParts)
    .filter((mail) => /Reset your DM Sprint password/.test(mail.header('subject') ?? ''));

describe('PUBLIC_URL unset: callbacks stay on the app', () => {
  it('reset-password link: another site as callbackURL answers 400, never a redirect', async () => {
    for (const target of FOREIGN) {
      const response = await get(
        `${LAN}/api/auth/reset-password/x?callbackURL=${encodeURIComponent(target)}`,
      );
      await expectRefused(response);
    }
    for (const own of ['/reset-password', `${LAN}/reset-password`]) {
      const response = await get(
        `${LAN}/api/auth/reset-password/x?callbackURL=${encodeURIComponent(own)}`,
      );
      expect(response.status, own).toBe(302);
      const location = new URL(response.headers.get('location')!, LAN);
      expect(location.origin).toBe(LAN);
      expect(location.pathname).toBe('/reset-password');
      expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
    }
  });

  it('verify-email link: another site as callbackURL answers 400', async () => {
    for (const target of FOREIGN) {
      const response = await get(
        `${LAN}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`,
      );
      await expectRefused(response);
    }
    const own = await get(`${LAN}/api/auth/verify-email?token=x&callbackURL=%2Fdashboard`);
    expect(own.status).toBe(302);
    expect(new URL(own.headers.get('location')!, LAN).origin).toBe(LAN);
  });

  it('a TRUSTED_ORIGINS address is a callback too; an address of the app is not trusted elsewhere', async () => {
    const trusted = await createTestAppWithSmtp({
      config: { publicUrl: null, trustedOrigins: ['https://sprint.example.com'] },
    });
    try {
      const ok = await trusted.app.request(
        `${LAN}/api/auth/reset-password/x?callbackURL=${encodeURIComponent('https://sprint.example.com/reset-password')}`,
      );
      expect(ok.status).toBe(302);
      // 127.0.0.1 is this app too, but not the address this request came in on.
      const other = await trusted.app.request(
        `${LAN}/api/auth/reset-password/x?callbackURL=${encodeURIComponent('http://127.0.0.1:3000/p')}`,
      );
      expect(other.status).toBe(400);
    } finally {
      await trusted.close();
    }
  });

  it('better-auth itself, behind the check, trusts no other https site (its own refusal)', async () => {
    const response = await t.deps.auth.handler(
      new Request(
        `${LAN}/api/auth/reset-password/x?callbackURL=${encodeURIComponent('https://evil.example/p')}`,
      ),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
    const own = await t.deps.auth.handler(
      new Request(`${LAN}/api/auth/reset-password/x?callbackURL=%2Freset-password`),
    );
    expect(own.status).toBe(302);
  });

  it('a reset asked with another site as redirectTo mails nothing; the mailed link leads only to the app', async () => {
    const member = await signUp(t);
    const anonymous = new Caller(t);
    for (const redirectTo of ['https://evil.example/steal', '//evil.example/steal']) {
      const refused = await anonymous.post<{ error: { code: string } }>(
        '/api/auth/request-password-reset',
        { email: member.email, redirectTo },
      );
      expect(refused.status, redirectTo).toBe(400);
      expect(refused.body.error.code).toBe('foreign_callback_url');
    }
    // An absolute address of the app (where the request came in) is allowed, and mailed as a path.
    const asked = await t.app.request(`${LAN}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: LAN },
      body: JSON.stringify({ email: member.email, redirectTo: `${LAN}/reset-password` }),
    });
    expect(asked.status).toBe(200);
    await expect.poll(() => resetMails(member.email).length).toBe(1);
    const [mail] = resetMails(member.email);
    expect(mail.text).not.toMatch(/evil/);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(link.origin).toBe(TEST_BASE_URL);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/\w+$/);
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password');
    // Opened at any address of the app, it lands there with the token.
    const landing = await get(`${LAN}${link.pathname}${link.search}`);
    expect(landing.status).toBe(302);
    const next = new URL(landing.headers.get('location')!, LAN);
    expect(next.origin).toBe(LAN);
    expect(next.pathname).toBe('/reset-password');
    expect(next.searchParams.get('token')).toBeTruthy();
  });
});
