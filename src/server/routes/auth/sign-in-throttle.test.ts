import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { signUp } from '@/test/http';
import { listen } from '@/test/listen';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './sign-in-throttle';

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** Over a real socket with no proxy header: the throttle keys on the peer address. */
async function signInOverHttp(
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { message: string } },
  };
}

describe('sign-in throttling', () => {
  it('locks an account after repeated failures, even with the right password', async () => {
    const member = await signUp(t);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await signInOverHttp(member.email, 'wrong-password')).status).toBe(401);
    }
    const locked = await signInOverHttp(member.email, 'correct-horse-battery');
    expect(locked.status).toBe(429);
    expect(locked.body.error?.message).toMatch(
      /Too many failed sign-in attempts\. Try again in \d+ minute/,
    );
  });

  it('a forged X-Forwarded-For does not reset the count (no trusted proxy)', async () => {
    const member = await signUp(t);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await signInOverHttp(member.email, 'wrong-password', { 'x-forwarded-for': `10.0.0.${i}` });
    }
    const forged = await signInOverHttp(member.email, 'wrong-password', {
      'x-forwarded-for': '10.9.9.9',
    });
    expect(forged.status).toBe(429);
  });

  it('limits failures per IP across many accounts', async () => {
    const ipTest = await createTestApp();
    const ipServer = await listen(ipTest);
    try {
      const attempt = (i: number) =>
        fetch(`${ipServer.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'whatever-pw' }),
        });
      for (let i = 0; i < MAX_FAILURES_PER_IP; i++) expect((await attempt(i)).status).toBe(401);
      expect((await attempt(999)).status).toBe(429);
    } finally {
      await ipServer.close();
      await ipTest.close();
    }
  });
});
