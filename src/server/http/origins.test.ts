import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';

const signUpBody = () =>
  JSON.stringify({
    name: 'Olive Origin',
    company: 'Acme',
    industry: 'SaaS',
    email: uniqueEmail('origin'),
    password: 'correct-horse-battery',
  });

/** A browser's POST to `address` from a page at `origin`. */
function post(
  t: TestApp,
  address: string,
  origin: string | null,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
  if (origin) headers.origin = origin;
  return t.app.request(`${address}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: signUpBody(),
  });
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('PUBLIC_URL unset: the address the request was sent to is same-origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: null } });
  });
  afterAll(() => t.close());

  it.each(['http://127.0.0.1:3000', 'http://localhost:3000', 'http://192.168.1.20:8080'])(
    'signs up at %s',
    async (address) => {
      const response = await post(t, address, address, { 'sec-fetch-site': 'same-origin' });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/session_token=/);
    },
  );

  it('still refuses another site, with or without an Origin header', async () => {
    const evil = await post(t, 'http://127.0.0.1:3000', 'https://evil.example', {
      'sec-fetch-site': 'cross-site',
    });
    expect(evil.status).toBe(403);
    expect((await errorOf(evil)).code).toBe('cross_origin');
    const otherPort = await post(t, 'http://127.0.0.1:3000', 'http://127.0.0.1:4000');
    expect(otherPort.status).toBe(403);
    const noOrigin = await post(t, 'http://127.0.0.1:3000', null, {
      'sec-fetch-site': 'cross-site',
    });
    expect(noOrigin.status).toBe(403);
  });

  it('believes forwarded host and scheme only with TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-host': 'sprint.example.com', 'x-forwarded-proto': 'https' };
    const ignored = await post(t, 'http://10.0.0.5:3000', 'https://sprint.example.com', forwarded);
    expect(ignored.status).toBe(403);
    const proxied = await createTestApp({ config: { publicUrl: null, trustProxy: true } });
    try {
      const response = await post(
        proxied,
        'http://10.0.0.5:3000',
        'https://sprint.example.com',
        forwarded,
      );
      expect(response.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('better-auth agrees: a signed-in member at another address can sign out', async () => {
    const address = 'http://192.168.1.20:3000';
    const signedUp = await post(t, address, address);
    const cookie = /better-auth\.session_token=[^;]*/.exec(signedUp.headers.get('set-cookie')!)![0];
    const signOut = await t.app.request(`${address}/api/auth/sign-out`, {
      method: 'POST',
      headers: { origin: address, cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
  });
});

describe('PUBLIC_URL set: another address is told where to go', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        publicUrl: 'https://sprint.example.com',
        baseURL: 'https://sprint.example.com',
        trustedOrigins: ['http://192.168.1.20:3000'],
      },
    });
  });
  afterAll(() => t.close());

  it('names PUBLIC_URL and TRUSTED_ORIGINS in the refusal', async () => {
    const response = await post(t, 'http://127.0.0.1:3000', 'http://127.0.0.1:3000', {
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(403);
    const error = await errorOf(response);
    expect(error.code).toBe('wrong_address');
    expect(error.message).toContain('https://sprint.example.com');
    expect(error.message).toContain('TRUSTED_ORIGINS');
  });

  it('accepts PUBLIC_URL and every TRUSTED_ORIGINS address', async () => {
    for (const address of ['https://sprint.example.com', 'http://192.168.1.20:3000']) {
      const response = await post(t, address, address, { 'sec-fetch-site': 'same-origin' });
      expect(response.status, address).toBe(200);
    }
  });

  it('answers another site with the plain refusal', async () => {
    const response = await post(t, 'https://sprint.example.com', 'https://evil.example', {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('cross_origin');
  });
});
