import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '@/server/db/schema';
import { hashApiToken, LAST_USED_EVERY_MS } from '@/server/security/api-tokens.service';
import type { ErrorBody } from '@/server/http/errors';
import { createToken, withToken } from '@/test/api-token';
import { createCommunity, read, readRefusal } from '@/test/http';
import { mailText } from '@/test/smtp-peer';
import { createTestAppWithSmtp, type SmtpTestApp } from '@/test/test-app';

/**
 * Personal API tokens and the v1 API (docs/decisions/0135-api-tokens.md): a token's life, its
 * scope, and that v1 answers what the app's routes answer for the same member.
 */
let t: SmtpTestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestAppWithSmtp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const rowOf = async (token: string) => {
  const [row] = await t.database.db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashApiToken(token)));
  return row;
};

describe('a personal API token', () => {
  it('is shown once, kept only as a hash, listed by its last four, and recorded', async () => {
    const member = await community.approved('Tia Token');
    const { token, summary } = await createToken(member, {
      name: 'n8n',
      scope: 'read',
      expiresInDays: 30,
    });
    expect(token).toMatch(/^dms_[\w-]{43}$/);
    expect(summary.hint).toBe(`dms_…${token.slice(-4)}`);
    expect(summary.lastUsedAt).toBeNull();
    const days = (Date.parse(summary.expiresAt ?? '') - Date.parse(summary.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    const row = await rowOf(token);
    expect(row.tokenHash).toBe(hashApiToken(token));
    const stored = JSON.stringify(
      await t.database.db.execute(sql`select * from api_tokens where id = ${row.id}`),
    );
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.slice(4));

    const list = await read(member.api.security['api-tokens'].$get());
    expect(list.body.tokens).toEqual([summary]);
    expect(JSON.stringify(list.body)).not.toContain(token);

    const events = await read(member.api.security.events.$get());
    expect(events.body.events[0]).toMatchObject({
      kind: 'api_token_created',
      detail: '“n8n” (read)',
    });
  });

  it('mails the member about a new token (the security mail)', async () => {
    const member = await community.approved('Max Mail');
    await createToken(member, { name: 'Make.com' });
    await expect
      .poll(() =>
        t.smtp.received
          .filter((mail) => mail.to.includes(member.email))
          .map(mailText)
          .join('\n'),
      )
      .toContain('API token created on your DM Sprint account');
  });

  it('calls v1 as its member, writes last used at most every few minutes, and stops when revoked', async () => {
    const member = await community.approved('Uma Use');
    const { token, summary } = await createToken(member);
    const client = withToken(t, token);

    const today = await read(client.api.today.$get());
    expect(today.status).toBe(200);
    expect(today.body).toEqual((await read(member.api.tracker.today.$get())).body);
    expect(today.headers.get('set-cookie')).toBeNull();

    const first = (await rowOf(token)).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await read(client.api.me.$get());
    expect((await rowOf(token)).lastUsedAt).toEqual(first);
    // Older than the interval: the next request writes it again.
    const old = new Date(Date.now() - LAST_USED_EVERY_MS - 1000);
    await t.database.db
      .update(apiTokens)
      .set({ lastUsedAt: old })
      .where(eq(apiTokens.id, summary.id));
    await read(client.api.me.$get());
    expect((await rowOf(token)).lastUsedAt!.getTime()).toBeGreaterThan(old.getTime());

    expect(
      (await read(member.api.security['api-tokens'][':id'].$delete({ param: { id: summary.id } })))
        .status,
    ).toBe(200);
    const refused = await readRefusal(client.api.today.$get());
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_token');
    expect(refused.body.error.message).toBe(
      'This token was revoked or has expired. Make a new one in Settings → API tokens.',
    );
    expect((await read(member.api.security['api-tokens'].$get())).body.tokens).toEqual([]);
  });

  it('stops working once expired', async () => {
    const member = await community.approved('Eve Expire');
    const { token, summary } = await createToken(member, { expiresInDays: 30 });
    const client = withToken(t, token);
    expect((await client.request('GET', '/api/v1/today')).status).toBe(200);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, summary.id));
    const refused = await client.request<ErrorBody>('GET', '/api/v1/today');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_token');
  });

  it('stops working while its member is not approved', async () => {
    const member = await community.approved('Sid Suspended');
    const { token } = await createToken(member);
    const client = withToken(t, token);
    expect((await client.request('GET', '/api/v1/today')).status).toBe(200);
    await community.decide(member.userId, 'rejected');
    const refused = await client.request<ErrorBody>('GET', '/api/v1/today');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('account_rejected');
    await community.decide(member.userId, 'approved');
    expect((await client.request('GET', '/api/v1/today')).status).toBe(200);
  });

  it("another member's token cannot be revoked by a member; the admin sees and revokes any", async () => {
    const owner = await community.approved('Ola Owner');
    const stranger = await community.approved('Sam Stranger');
    const { token, summary } = await createToken(owner, { name: 'Make' });
    const tried = await readRefusal(
      stranger.api.security['api-tokens'][':id'].$delete({ param: { id: summary.id } }),
    );
    expect(tried.status).toBe(404);

    const listed = await read(community.admin.api.admin['api-tokens'].$get());
    expect(listed.body.tokens).toContainEqual({
      ...summary,
      lastUsedAt: null,
      owner: { userId: owner.userId, name: 'Ola Owner' },
    });
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const revoked = await read(
      community.admin.api.admin['api-tokens'][':id'].$delete({ param: { id: summary.id } }),
    );
    expect(revoked.status).toBe(200);
    expect((await withToken(t, token).request('GET', '/api/v1/today')).status).toBe(401);
  });

  it('refuses a bad name, scope or expiry', async () => {
    const member = await community.approved('Bea Bad');
    for (const json of [
      { name: '', scope: 'read', expiresInDays: null },
      { name: 'x', scope: 'write', expiresInDays: null },
      { name: 'x', scope: 'read', expiresInDays: 7 },
      { name: 'x', scope: 'read', expiresInDays: null, userId: 'someone' },
    ]) {
      const answer = await member.post('/api/security/api-tokens', json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
  });
});

describe('the v1 API', () => {
  it('logs a DM, its reply and meeting with the log scope, once per Idempotency-Key', async () => {
    const member = await community.approved('Lou Log');
    const client = withToken(t, (await createToken(member, { scope: 'read_log' })).token);
    const key = crypto.randomUUID();
    const json = { profileUrl: 'https://www.linkedin.com/in/api-prospect' };
    const first = await read(client.api.dms.$post({ json, header: { 'idempotency-key': key } }));
    expect(first.status).toBe(201);
    const again = await read(client.api.dms.$post({ json, header: { 'idempotency-key': key } }));
    expect(again.body.dm.id).toBe(first.body.dm.id);
    const id = first.body.dm.id;
    const reply = await read(client.api.dms[':id'].reply.$post({ param: { id }, header: {} }));
    expect(reply.body.dm.responseReceived).toBe(true);
    const meeting = await read(client.api.dms[':id'].meeting.$post({ param: { id }, header: {} }));
    expect(meeting.body.dm.meetingBooked).toBe(true);
    const today = await read(client.api.today.$get());
    expect(today.body).toEqual((await read(member.api.tracker.today.$get())).body);
    expect(today.body).toMatchObject({ dmsSent: 1, responses: 1, meetings: 1 });
  });

  it('refuses logging to a read token with 403 insufficient_scope', async () => {
    const member = await community.approved('Rae Read');
    const client = withToken(t, (await createToken(member, { scope: 'read' })).token);
    const refused = await readRefusal(
      client.api.dms.$post({ json: { profileUrl: 'https://x.com/readonly' }, header: {} }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('insufficient_scope');
  });

  it("answers 404 for another member's DM or prospect, as the app does", async () => {
    const owner = await community.approved('Oli Own');
    const other = await community.approved('Pia Peer');
    const ownerClient = withToken(t, (await createToken(owner)).token);
    const otherClient = withToken(t, (await createToken(other)).token);
    const logged = await read(
      ownerClient.api.dms.$post({
        json: { profileUrl: 'https://www.linkedin.com/in/private-prospect' },
        header: {},
      }),
    );
    const dmId = logged.body.dm.id;
    const prospectId = logged.body.prospect.id;
    const reply = await readRefusal(
      otherClient.api.dms[':id'].reply.$post({ param: { id: dmId }, header: {} }),
    );
    expect(reply.status).toBe(404);
    expect(reply.body.error.message).toBe('DM not found');
    const prospect = await readRefusal(
      otherClient.api.prospects[':id'].$get({ param: { id: prospectId } }),
    );
    expect(prospect.status).toBe(404);
    expect(prospect.body.error.message).toBe('Prospect not found');
    expect(
      (await ownerClient.api.prospects[':id'].$get({ param: { id: prospectId } })).status,
    ).toBe(200);
  });

  it('reads prospects with search and paging, logs by day and range, CSV, stats, script rates', async () => {
    const member = await community.approved('Ria Reader');
    const client = withToken(t, (await createToken(member)).token);
    for (const name of ['alpha-one', 'alpha-two', 'beta-three']) {
      await client.api.dms.$post({
        json: { profileUrl: `https://www.linkedin.com/in/${name}` },
        header: {},
      });
    }
    const page = await read(client.api.prospects.$get({ query: { q: 'alpha', limit: '1' } }));
    expect(page.body.items).toHaveLength(1);
    expect(page.body.nextCursor).not.toBeNull();
    const next = await read(
      client.api.prospects.$get({
        query: { q: 'alpha', limit: '1', cursor: page.body.nextCursor! },
      }),
    );
    expect(next.body.items).toHaveLength(1);
    expect(next.body.items[0].id).not.toBe(page.body.items[0].id);
    expect(
      (await read(member.api.prospects.$get({ query: { q: 'alpha', limit: '1' } }))).body,
    ).toEqual(page.body);

    const today = (await read(client.api.today.$get())).body.day;
    const day = await read(client.api.logs.day.$get({ query: { date: today } }));
    expect(day.body).toEqual(
      (await read(member.api.logs.day.$get({ query: { date: today } }))).body,
    );
    const dmsOfDay = await read(client.api.logs.dms.$get({ query: { date: today } }));
    expect(dmsOfDay.body.total).toBe(3);
    const csv = await client.request<string>(
      'GET',
      `/api/v1/logs/export.csv?from=${today}&to=${today}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(4);

    const stats = await read(client.api.stats.$get({ query: { days: '7' } }));
    expect(stats.body).toEqual(
      (await read(member.api.analytics.$get({ query: { days: '7' } }))).body,
    );
    const scripts = await read(client.api.stats.scripts.$get({ query: {} }));
    expect(scripts.status).toBe(200);
    const bad = await readRefusal(client.api.stats.$get({ query: { days: '8' as '7' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_error');
  });

  it("gives the admin's token the cohort, its summary and who needs attention", async () => {
    const client = withToken(t, (await createToken(community.admin, { scope: 'read' })).token);
    const cohort = await read(client.api.admin.cohort.$get({ query: {} }));
    expect(cohort.body).toEqual(
      (await read(community.admin.api.admin.cohort.$get({ query: {} }))).body,
    );
    expect((await client.api.admin.cohort.summary.$get({ query: {} })).status).toBe(200);
    expect((await client.api.admin.cohort.attention.$get()).status).toBe(200);
  });

  it('never reads a cookie, never sets one, and refuses a malformed Authorization', async () => {
    const member = await community.approved('Cy Cookie');
    const withCookie = await member.get<ErrorBody>('/api/v1/today');
    expect(withCookie.status).toBe(401);
    expect(withCookie.body.error.code).toBe('unauthenticated');
    const { token } = await createToken(member);
    for (const authorization of [`Basic ${token}`, token, `Bearer ${token}x`, 'Bearer dms_']) {
      const answer = await withToken(t, null).request('GET', '/api/v1/today', undefined, {
        authorization,
      });
      expect(answer.status, authorization).toBe(401);
    }
    const both = await withToken(t, token).request('GET', '/api/v1/today', undefined, {
      cookie: member.cookie,
    });
    expect(both.status).toBe(200);
    expect(both.headers.get('set-cookie')).toBeNull();
  });
});
