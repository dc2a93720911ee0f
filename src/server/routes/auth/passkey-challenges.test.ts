import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/query-rows';
import { createTestApp, type TestApp } from '@/test/test-app';
import { CHALLENGES_PER_ADDRESS, CHALLENGES_PER_WINDOW } from './passkey-sign-in.routes';

/**
 * The passkey sign-in challenge is open to anyone: each one is a database row, so how many an
 * address (and everyone together) may ask for is limited, and expired ones do not pile up.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
});
afterAll(() => t.close());

const challenge = (ip: string) =>
  t.app.request('/api/auth/passkey/sign-in-options', { headers: { 'x-forwarded-for': ip } });

const challengeRows = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from verification where value like '{"type":"authentication",%'`,
    )
  )[0].n;

const resetCounters = () =>
  t.database.db.execute(sql`delete from rate_counters where key like 'passkey-challenge:%'`);

describe('anonymous passkey challenges', () => {
  it('limits one address, answering 429 in the API shape, without using up the others', async () => {
    await resetCounters();
    for (let i = 0; i < CHALLENGES_PER_ADDRESS; i++) {
      expect((await challenge('203.0.113.1')).status).toBe(200);
    }
    const refused = await challenge('203.0.113.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('too_many_passkey_requests');
    expect(body.error.message).toMatch(/^Too many passkey sign-in requests\. Try again in \d+ /);
    // Its refused requests wrote nothing and did not count against everyone else.
    expect((await challenge('203.0.113.2')).status).toBe(200);
  });

  it('limits every address together: many addresses cannot write rows without end', async () => {
    await resetCounters();
    const before = await challengeRows();
    const addresses = Math.ceil(CHALLENGES_PER_WINDOW / CHALLENGES_PER_ADDRESS) + 5;
    const statuses: number[] = [];
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < CHALLENGES_PER_ADDRESS; i++) {
        statuses.push((await challenge(`198.51.${Math.floor(a / 200)}.${a % 200}`)).status);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(CHALLENGES_PER_WINDOW);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect((await challenge('192.0.2.99')).status).toBe(429);
    expect((await challengeRows()) - before).toBeLessThanOrEqual(CHALLENGES_PER_WINDOW);
  });

  it('a challenge lives 5 minutes; expired ones are deleted when the next is issued', async () => {
    await resetCounters();
    expect((await challenge('203.0.113.50')).status).toBe(200);
    const [newest] = await queryRows<{ seconds: number }>(
      t.database.db,
      sql`select extract(epoch from (max(expires_at) - now()))::int as seconds from verification
          where value like '{"type":"authentication",%'`,
    );
    expect(newest.seconds).toBeGreaterThan(0);
    expect(newest.seconds).toBeLessThanOrEqual(5 * 60);
    // Time passes: every challenge so far has expired. A reset token (not a challenge) stays.
    await t.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 second'`,
    );
    await t.database.db.execute(
      sql`insert into verification (id, identifier, value, expires_at)
          values ('kept', 'reset-password:kept', 'someone', now() - interval '1 second')`,
    );
    expect(await challengeRows()).toBeGreaterThan(1);
    expect((await challenge('203.0.113.51')).status).toBe(200);
    expect(await challengeRows()).toBe(1);
    const kept = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from verification where id = 'kept'`,
    );
    expect(kept).toHaveLength(1);
  });
});
