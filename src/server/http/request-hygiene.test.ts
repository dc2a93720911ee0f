import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dms, profiles } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/test/test-app';
import { Caller, createCommunity } from '@/test/http';
import type { UserId } from '@/shared/schemas/ids';

let t: TestApp;
let member: Caller & { userId: UserId };
beforeAll(async () => {
  t = await createTestApp();
  member = await (await createCommunity(t)).approved();
});
afterAll(() => t.close());

const rowCount = async () =>
  (await t.database.db.select({ id: dms.id }).from(dms).where(eq(dms.userId, member.userId)))
    .length;

type ErrorAnswer = { error: { code: string; message: string } };

describe('bad input never becomes a 500 and writes nothing', () => {
  it.each([
    ['malformed JSON', '{"profileUrl": "https://x.com/a",', 400, 'malformed_json'],
    ['a wrong type', { profileUrl: 42 }, 400, 'validation_error'],
    [
      'an unknown key',
      { profileUrl: 'https://x.com/a', userId: 'someone-else' },
      400,
      'validation_error',
    ],
    ['an array body', [1, 2, 3], 400, 'validation_error'],
    [
      'an over-long string',
      { profileUrl: 'https://x.com/' + 'a'.repeat(20_000) },
      400,
      'validation_error',
    ],
  ])('%s → %s', async (_label, body, status, code) => {
    const answer = await member.post<ErrorAnswer>('/api/dms', body as never);
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.message.length).toBeGreaterThan(0);
    expect(await rowCount()).toBe(0);
  });

  it('a 1 MB body → 413', async () => {
    const answer = await member.post<ErrorAnswer>('/api/dms', {
      profileUrl: 'https://x.com/' + 'a'.repeat(1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('payload_too_large');
    expect(await rowCount()).toBe(0);
  });

  it('lets a CSV import carry a spreadsheet, up to its own larger limit', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `https://x.com/member${i}`).join('\n');
    const preview = await member.post('/api/logs/import/preview', { csv: `Profile URL\n${rows}` });
    expect(preview.status).not.toBe(413);
    const huge = await member.post<ErrorAnswer>('/api/logs/import/preview', {
      csv: 'x'.repeat(6 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(await rowCount()).toBe(0);
  });

  it('a text/plain or form body → 415, the JSON inside it ignored', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.request('/api/dms', {
        method: 'POST',
        headers: { cookie: member.cookie, 'content-type': type },
        body: JSON.stringify({ profileUrl: 'https://x.com/a' }),
      });
      expect(response.status).toBe(415);
    }
    expect(await rowCount()).toBe(0);
  });

  it('sign-up with wrong types or huge fields → 400', async () => {
    for (const body of [
      { name: 1, company: 'a', industry: 'b', email: 'x@example.com', password: 'long-enough' },
      {
        name: 'a'.repeat(101),
        company: 'a',
        industry: 'b',
        email: 'y@example.com',
        password: 'long-enough',
      },
      { name: 'a', company: 'a', industry: 'b', email: 'not-an-email', password: 'long-enough' },
    ]) {
      const answer = await member.post<ErrorAnswer>('/api/auth/sign-up/email', body);
      expect(answer.status).toBe(400);
    }
  });

  describe('deeply nested JSON → 400 before anything parses it, on every route', () => {
    const anonymous = () => new Caller(t, '', '203.0.113.77');
    const bodies = [
      ['[ × 60,000', '['.repeat(60_000)],
      ['{"a": × 30,000', '{"a":'.repeat(30_000)],
      ['[ × 30,000 then ] × 30,000', '['.repeat(30_000) + ']'.repeat(30_000)],
      ['65 closed arrays', '['.repeat(65) + ']'.repeat(65)],
    ] as const;
    it.each(bodies)('%s', async (_label, body) => {
      for (const [who, path] of [
        [member, '/api/dms'],
        [member, '/api/settings'],
        [member, '/api/auth/change-password'],
        [anonymous(), '/api/auth/sign-in/email'],
        [anonymous(), '/api/auth/sign-up/email'],
        [anonymous(), '/api/auth/passkey/sign-in'],
        [anonymous(), '/api/auth/request-password-reset'],
      ] as const) {
        for (const method of ['POST', 'PATCH'] as const) {
          if (method === 'PATCH' && path !== '/api/settings') continue;
          const answer = await who.request<ErrorAnswer>(method, path, body);
          expect(answer.status, `${method} ${path}`).toBe(400);
          expect(answer.body.error.code).toBe('nesting_too_deep');
          expect(answer.body.error.message).toBe('The request body is nested too deeply.');
        }
      }
      // The CSV import's large body is parsed off the main thread; its flat schema refuses it.
      for (const path of ['/api/logs/import/preview', '/api/logs/import']) {
        const answer = await member.request<ErrorAnswer>('POST', path, body);
        expect(answer.status, path).toBe(400);
      }
      expect(await rowCount()).toBe(0);
    });

    it('a CSV import too large to scan on the main thread is checked with its parse', async () => {
      const padded = `{"csv":"${'x'.repeat(300_000)}","a":${'['.repeat(100)}${']'.repeat(100)}}`;
      const answer = await member.request<ErrorAnswer>('POST', '/api/logs/import/preview', padded);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('nesting_too_deep');
    });

    it('brackets inside strings do not count; 64 levels still reach the route', async () => {
      const inString = await member.post<ErrorAnswer>('/api/dms', {
        profileUrl: 'https://x.com/' + '[{'.repeat(5_000) + '\\"[',
      });
      expect(inString.body.error?.code).not.toBe('nesting_too_deep');
      const deepButAllowed = await member.post<ErrorAnswer>(
        '/api/dms',
        '['.repeat(64) + ']'.repeat(64),
      );
      expect(deepButAllowed.status).toBe(400);
      expect(deepButAllowed.body.error.code).toBe('validation_error');
    });
  });

  it('profile updates cannot set admin or approval fields', async () => {
    for (const body of [
      { isAdmin: true },
      { approvalStatus: 'approved' },
      { approvedBy: member.userId },
      { userId: 'x' },
      { settersCount: 9 },
      { timeZone: 'Mars/Olympus' },
    ]) {
      const answer = await member.patch<ErrorAnswer>('/api/settings', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, member.userId));
    expect(row).toMatchObject({ isAdmin: false, settersCount: 0, timeZone: 'UTC' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const answer = await member.get<ErrorAnswer>('/api/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not_found');
  });
});
