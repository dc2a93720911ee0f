import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ErrorBody } from '@/server/http/errors';
import { createToken, withToken } from '@/test/api-token';
import { createCommunity } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';

/** Each token has its own per-minute limit (600; 3 here), counted in the database. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { apiTokenRequestsPerMinute: 3 } });
});
afterAll(() => t.close());

it('answers 429 with Retry-After past the limit, per token', async () => {
  const community = await createCommunity(t);
  const member = await community.approved('Rita Rate');
  const first = withToken(t, (await createToken(member, { name: 'one' })).token);
  const second = withToken(t, (await createToken(member, { name: 'two' })).token);
  for (let i = 0; i < 3; i++) expect((await first.request('GET', '/api/v1/me')).status).toBe(200);
  const refused = await first.request<ErrorBody>('GET', '/api/v1/me');
  expect(refused.status).toBe(429);
  expect(refused.body.error.code).toBe('rate_limited');
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // Another token of the same member has its own count.
  expect((await second.request('GET', '/api/v1/me')).status).toBe(200);
});
