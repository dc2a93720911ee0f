import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, session } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/test/test-app';
import { Caller, createCommunity, signUp } from '@/test/http';
import { totpCode } from '@/test/totp';
import { MAX_CODE_FAILURES_PER_IP } from './code-throttle';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
  community = await createCommunity(t);
});

/** A browser at its own address (behind the trusted proxy), so throttles stay apart. */
class At extends Caller {
  constructor(ip: string) {
    super(t, '', ip);
  }
  override request<T = unknown>(
    method: string,
    path: string,
    body?: Parameters<Caller['request']>[2],
    extra: Record<string, string> = {},
  ) {
    return super.request<T>(method, path, body, { 'x-forwarded-for': this.ip, ...extra });
  }
}
afterAll(() => t.close());

const PASSWORD = 'correct-horse-battery';
type ErrorAnswer = { error: { code: string; message: string } };

/** The sign-in challenge cookie better-auth sets after the password, to send with the code. */
function challengeCookie(headers: Headers): string {
  const match = headers.get('set-cookie')?.match(/better-auth\.two_factor=([^;]+)/);
  if (!match) throw new Error('no two-factor challenge cookie');
  return `better-auth.two_factor=${match[1]}`;
}

/** A member with an authenticator app set up; returns its otpauth URI and backup codes. */
async function withTwoFactor(ip: string) {
  const member = await community.approved();
  const enabled = await member.post<{ totpURI: string; backupCodes: string[] }>(
    '/api/auth/two-factor/enable',
    { password: PASSWORD },
  );
  expect(enabled.status).toBe(200);
  const confirmed = await member.post('/api/auth/two-factor/verify-totp', {
    code: totpCode(enabled.body.totpURI),
  });
  expect(confirmed.status).toBe(200);
  return { ...member, ...enabled.body, caller: new At(ip) };
}

/** Signs in with the password; answers the challenge cookie the code must come with. */
async function passwordStep(caller: Caller, email: string) {
  const answer = await caller.post<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', {
    email,
    password: PASSWORD,
  });
  expect(answer.status).toBe(200);
  expect(answer.body.twoFactorRedirect).toBe(true);
  expect(caller.cookie).toBe('');
  return challengeCookie(answer.headers);
}

/** The code the app shows next: set-up claimed the current one. */
const nextCode = (uri: string) => totpCode(uri, Date.now() + 30_000);

describe('two-factor authentication', () => {
  it('sets up an authenticator app after the password and a first code', async () => {
    const member = await community.approved();
    const wrongPassword = await member.post<ErrorAnswer>('/api/auth/two-factor/enable', {
      password: 'not-my-password',
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.message).toBe('That password is not right.');

    const enabled = await member.post<{ totpURI: string; backupCodes: string[] }>(
      '/api/auth/two-factor/enable',
      { password: PASSWORD },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/DM%20Sprint:.+secret=[A-Z2-7]+/);
    expect(enabled.body.backupCodes).toHaveLength(10);
    for (const code of enabled.body.backupCodes) expect(code).toMatch(/^[a-km-np-z2-9-]{11}$/);

    type Me = { user: { twoFactorEnabled: boolean } };
    // Not on until a code from the app proves it was set up.
    expect((await member.get<Me>('/api/auth/get-session')).body.user.twoFactorEnabled).toBe(false);
    const wrong = await member.post<ErrorAnswer>('/api/auth/two-factor/verify-totp', {
      code: '000000',
    });
    expect(wrong.status).toBe(401);
    const right = await member.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(enabled.body.totpURI),
    });
    expect(right.status).toBe(200);
    expect((await member.get<Me>('/api/auth/get-session')).body.user.twoFactorEnabled).toBe(true);

    // The admin's panel shows who has 2FA on.
    const panel = await community.admin.get<{
      users: { userId: string; twoFactorEnabled: boolean }[];
    }>('/api/admin/users');
    expect(panel.status).toBe(200);
    expect(panel.body.users).toContainEqual(
      expect.objectContaining({ userId: member.userId, twoFactorEnabled: true }),
    );
  });

  it('refuses loose bodies and malformed codes with 400', async () => {
    const member = await community.approved();
    for (const [path, body] of [
      ['/api/auth/two-factor/enable', { password: PASSWORD, method: 'otp' }],
      ['/api/auth/two-factor/enable', { password: PASSWORD, issuer: 'Evil' }],
      ['/api/auth/two-factor/disable', {}],
      ['/api/auth/two-factor/verify-totp', { code: '12ab56' }],
      ['/api/auth/two-factor/verify-totp', { code: '123456', disableSession: true }],
      ['/api/auth/two-factor/verify-backup-code', { code: 'nope' }],
    ] as const) {
      const answer = await member.post<ErrorAnswer>(path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.error.code).toBe('validation_error');
    }
    // The plugin's endpoints the product does not use stay closed.
    for (const path of ['/api/auth/two-factor/get-totp-uri', '/api/auth/two-factor/send-otp']) {
      expect((await member.post(path, { password: PASSWORD })).status, path).toBe(404);
    }
  });

  it('asks for the code after the password and signs in with it', async () => {
    const { email, totpURI } = await withTwoFactor('10.16.0.1');
    const caller = new At('10.16.0.1');
    const challenge = await passwordStep(caller, email);
    expect((await caller.get('/api/me')).status).toBe(401);
    const noChallenge = await caller.post<ErrorAnswer>('/api/auth/two-factor/verify-totp', {
      code: totpCode(totpURI),
    });
    expect(noChallenge.status).toBe(401);

    const signedIn = await caller.request<{ user: { email: string }; token?: string }>(
      'POST',
      '/api/auth/two-factor/verify-totp',
      // Set-up used the current code; the app's next one is accepted too (one step either side).
      { code: nextCode(totpURI), trustDevice: true },
      { cookie: challenge },
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(email);
    expect(signedIn.body.token).toBeUndefined();
    expect(signedIn.headers.get('set-cookie')).toMatch(/better-auth\.trust_device=/);
    expect((await caller.get('/api/me')).status).toBe(200);
  });

  it('accepts a TOTP code once only: a replay, an older code and a race are refused', async () => {
    const { email, totpURI, userId } = await withTwoFactor('10.16.0.5');
    const code = nextCode(totpURI);
    const first = new At('10.16.0.5');
    const used = await first.request(
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code },
      { cookie: await passwordStep(first, email) },
    );
    expect(used.status).toBe(200);
    expect((await first.get('/api/me')).status).toBe(200);

    // The same code again, and the set-up's (earlier) code still inside the window.
    for (const again of [code, totpCode(totpURI)]) {
      const second = new At('10.16.0.5');
      const replay = await second.request<ErrorAnswer>(
        'POST',
        '/api/auth/two-factor/verify-totp',
        { code: again, trustDevice: true },
        { cookie: await passwordStep(second, email) },
      );
      expect(replay.status).toBe(401);
      expect(replay.body.error).toEqual({
        code: 'code_used',
        message:
          'That code was used already. Sign in with your password again and enter the next code from your authenticator app.',
      });
      expect(replay.headers.get('set-cookie')).toBeNull();
      expect((await second.get('/api/me')).status).toBe(401);
    }
    // Only the first sign-in's session exists (and the set-up's).
    const sessions = await t.database.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, userId));
    expect(sessions).toHaveLength(2);
  });

  it('lets only one of two sign-ins racing with one code through', async () => {
    const { email, totpURI } = await withTwoFactor('10.16.0.6');
    const [a, b] = [new At('10.16.0.6'), new At('10.16.0.6')];
    const [cookieA, cookieB] = [await passwordStep(a, email), await passwordStep(b, email)];
    const code = nextCode(totpURI);
    const answers = await Promise.all([
      a.request('POST', '/api/auth/two-factor/verify-totp', { code }, { cookie: cookieA }),
      b.request('POST', '/api/auth/two-factor/verify-totp', { code }, { cookie: cookieB }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('accepts a backup code once only', async () => {
    const { email, backupCodes } = await withTwoFactor('10.16.0.2');
    const first = new At('10.16.0.2');
    const used = await first.request(
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      { cookie: await passwordStep(first, email) },
    );
    expect(used.status).toBe(200);
    expect((await first.get('/api/me')).status).toBe(200);

    const second = new At('10.16.0.2');
    const again = await second.request<ErrorAnswer>(
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      { cookie: await passwordStep(second, email) },
    );
    expect(again.status).toBe(401);
    expect(again.body.error.message).toMatch(/used already/);
    expect((await second.get('/api/me')).status).toBe(401);
  });

  it('throttles wrong codes from one address with 429, counted before they are checked', async () => {
    const { email, totpURI } = await withTwoFactor('10.16.0.3');
    const caller = new At('10.16.0.3');
    let challenge = await passwordStep(caller, email);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_CODE_FAILURES_PER_IP; i += 1) {
      const answer = await caller.request<ErrorAnswer>(
        'POST',
        '/api/auth/two-factor/verify-totp',
        { code: '000000' },
        { cookie: challenge },
      );
      statuses.push(answer.status);
      // better-auth ends a challenge after five wrong codes: the password opens a new one.
      if (answer.status === 400) challenge = await passwordStep(caller, email);
    }
    expect(statuses.every((status) => status === 401 || status === 400)).toBe(true);
    const refused = await caller.request<ErrorAnswer>(
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(totpURI) },
      { cookie: challenge },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_attempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await caller.get('/api/me')).status).toBe(401);
  });

  it('makes new backup codes after the password; the old ones stop working', async () => {
    const { email, backupCodes, caller, ...member } = await withTwoFactor('10.16.0.9');
    const owner = new Caller(t, member.cookie);
    const wrong = await owner.post<ErrorAnswer>('/api/auth/two-factor/generate-backup-codes', {
      password: 'not-my-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('That password is not right.');
    const fresh = await owner.post<{ backupCodes: string[] }>(
      '/api/auth/two-factor/generate-backup-codes',
      { password: PASSWORD },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.backupCodes).toHaveLength(10);
    expect(fresh.body.backupCodes).not.toContain(backupCodes[0]);

    const old = await caller.request<ErrorAnswer>(
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      { cookie: await passwordStep(caller, email) },
    );
    expect(old.status).toBe(401);
    const renewed = await caller.request(
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { code: fresh.body.backupCodes[0] },
      { cookie: await passwordStep(caller, email) },
    );
    expect(renewed.status).toBe(200);
  });

  it('leaves setting up a second factor to approved members', async () => {
    const pending = await signUp(t);
    for (const path of ['/enable', '/generate-backup-codes']) {
      const answer = await pending.post<ErrorAnswer>(`/api/auth/two-factor${path}`, {
        password: PASSWORD,
      });
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.code).toBe('account_pending');
    }
  });

  it('turns off with the password only', async () => {
    const member = await withTwoFactor('10.16.0.4');
    const wrong = await member.post<ErrorAnswer>('/api/auth/two-factor/disable', {
      password: 'not-my-password',
    });
    expect(wrong.status).toBe(400);
    const off = await member.post('/api/auth/two-factor/disable', { password: PASSWORD });
    expect(off.status).toBe(200);
    const answer = await member.caller.post<{ twoFactorRedirect?: boolean; user?: object }>(
      '/api/auth/sign-in/email',
      { email: member.email, password: PASSWORD },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.twoFactorRedirect).toBeUndefined();
    expect((await member.caller.get('/api/me')).status).toBe(200);
    // Both changes are in the member's security activity.
    const events = await t.database.db
      .select({ kind: securityEvents.kind })
      .from(securityEvents)
      .where(eq(securityEvents.userId, member.userId));
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['two_factor_enabled', 'two_factor_disabled']),
    );
  });
});
