import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DETECTORS } from '@/shared/extension/default-detectors';
import { EXTENSION_VERSION } from '@/shared/extension/version';
import { withToken } from '@/test/api-token';
import { createCommunity, invalid, read, readRefusal, type Caller } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { approveConnect, exchangeConnect, GRANT_TTL_MS } from './connect.service';

/**
 * The browser extension's routes (docs/decisions/0140-browser-extension.md): connecting in one
 * flow (approve on the connect page, exchange the code with the secret), and the detectors the
 * coach keeps, on the real app and database.
 */
let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

/** What the extension makes before it opens the connect page: a secret and its challenge. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

/** The extension's exchange, as its background sends it: from its own origin, no cookie. */
const exchange = (body: unknown) =>
  withToken(t, null).request<{ token: string; name: string; memberName: string }>(
    'POST',
    '/api/extension-token',
    body,
    { origin: EXTENSION_ORIGIN, 'sec-fetch-site': 'none' },
  );

async function connect(member: Caller, browser: 'Chrome' | 'Firefox' = 'Chrome') {
  const { verifier, challenge } = pkce();
  const approved = await read(member.api.extension.connect.$post({ json: { challenge, browser } }));
  expect(approved.status).toBe(201);
  return { verifier, code: approved.body.code };
}

describe('connecting the extension', () => {
  it('gives the extension a "Read and log" token named after the browser, listed and revocable', async () => {
    const member = await community.approved('Cora Connect');
    const { code, verifier } = await connect(member);
    const answer = await exchange({ code, verifier });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'DM Sprint extension · Chrome',
      memberName: 'Cora Connect',
    });

    const extension = withToken(t, answer.body.token);
    const me = await read(extension.api.me.$get());
    expect(me.body).toMatchObject({ userId: member.userId, scope: 'read_log' });

    const tokens = await read(member.api.security['api-tokens'].$get());
    const [listed] = tokens.body.tokens;
    expect(listed).toMatchObject({ name: 'DM Sprint extension · Chrome', scope: 'read_log' });
    const days = (Date.parse(listed.expiresAt ?? '') - Date.parse(listed.createdAt)) / 86_400_000;
    expect(days).toBe(365);
    const events = await read(member.api.security.events.$get());
    expect(events.body.events[0]).toMatchObject({ kind: 'api_token_created' });

    await read(member.api.security['api-tokens'][':id'].$delete({ param: { id: listed.id } }));
    const refused = await readRefusal(extension.api.me.$get());
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_token');
  });

  it('stops working when the extension disconnects (the token revokes itself)', async () => {
    const member = await community.approved('Dan Disconnect');
    const extension = withToken(t, (await exchange(await connect(member))).body.token);
    expect((await read(extension.api.token.$delete())).body).toEqual({ revoked: true });
    expect((await readRefusal(extension.api.today.$get())).status).toBe(401);
    expect((await read(member.api.security['api-tokens'].$get())).body.tokens).toEqual([]);
  });

  it('answers a code once, and only with the secret behind its challenge', async () => {
    const member = await community.approved('Una Once');
    const first = await connect(member);
    expect((await exchange(first)).status).toBe(201);
    const again = await exchange(first);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { code: 'invalid_grant' } });

    // Someone who learnt the code but not the secret uses it up without a token.
    const second = await connect(member);
    const wrong = await exchange({ code: second.code, verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect((await exchange(second)).status).toBe(400);
  });

  it('lets an approval wait 5 minutes, no more', async () => {
    const member = await community.approved('Ed Expired');
    const { verifier, challenge } = pkce();
    const then = new Date('2026-08-01T10:00:00Z');
    const { code } = await approveConnect(
      t.database.db,
      { userId: member.userId },
      { challenge, browser: 'Edge' },
      then,
    );
    const late = new Date(then.getTime() + GRANT_TTL_MS + 1);
    await expect(exchangeConnect(t.database.db, { code, verifier }, late)).rejects.toMatchObject({
      status: 400,
      code: 'invalid_grant',
    });
  });

  it('gives no token to a member rejected after approving', async () => {
    const member = await community.approved('Rae Rejected-Later');
    const grant = await connect(member, 'Firefox');
    await community.decide(member.userId, 'rejected');
    const refused = await exchange(grant);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'account_rejected' } });
  });

  it('refuses bad input with 400, never a 5xx', async () => {
    const member = await community.approved('Bea Bad');
    const short = await readRefusal(
      member.api.extension.connect.$post({ json: { challenge: 'abc', browser: 'Chrome' } }),
    );
    expect(short.status).toBe(400);
    const browser = await readRefusal(
      member.api.extension.connect.$post({
        json: { challenge: pkce().challenge, browser: invalid('Netscape') },
      }),
    );
    expect(browser.status).toBe(400);
    for (const body of [
      {},
      { code: 'x', verifier: 'y' },
      { code: '!'.repeat(43), verifier: pkce().verifier },
    ]) {
      expect((await exchange(body)).status).toBe(400);
    }
  });

  it('takes the extension’s own origin for the exchange and the v1 API, but not a page’s for the connect', async () => {
    const member = await community.approved('Otis Origin');
    const { token } = (await exchange(await connect(member))).body;
    const logged = await withToken(t, token).request(
      'POST',
      '/api/v1/dms',
      { profileUrl: 'https://www.linkedin.com/in/origin-test', setterName: 'Self' },
      { origin: EXTENSION_ORIGIN },
    );
    expect(logged.status).toBe(201);
    // The connect itself rides the member's cookie: another origin is refused.
    const forged = await member.request(
      'POST',
      '/api/extension/connect',
      { challenge: pkce().challenge, browser: 'Chrome' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(forged.status).toBe(403);
    // The exchange answers an extension's origin, not a page's (it would gain nothing, but the
    // same-origin rule holds for every page).
    const fromPage = await withToken(t, null).request(
      'POST',
      '/api/extension-token',
      await connect(member),
      { origin: 'https://evil.example' },
    );
    expect(fromPage.status).toBe(403);
  });
});

describe('the detectors', () => {
  it('are the built-in ones until the coach saves a copy, which every extension then reads', async () => {
    const member = await community.approved('Dot Detector');
    const { token } = (await exchange(await connect(member))).body;
    const extension = withToken(t, token);
    const builtIn = await read(extension.api.extension.detectors.$get());
    expect(builtIn.body).toMatchObject({
      source: 'built-in',
      updatedAt: null,
      extensionVersion: EXTENSION_VERSION,
    });
    expect(builtIn.body.detectors).toEqual(DEFAULT_DETECTORS);

    const changed = structuredClone(DEFAULT_DETECTORS);
    changed.edition = '2026-09-coach';
    changed.platforms.linkedin.message.unshift('[data-view-name="message-list-item"]');
    const saved = await read(
      community.admin.api.admin['extension-detectors'].$put({ json: changed }),
    );
    expect(saved.body.source).toBe('coach');
    const read1 = await read(extension.api.extension.detectors.$get());
    expect(read1.body.detectors.edition).toBe('2026-09-coach');
    expect(read1.body.detectors.platforms.linkedin.message[0]).toBe(
      '[data-view-name="message-list-item"]',
    );

    const reset = await read(community.admin.api.admin['extension-detectors'].$delete());
    expect(reset.body.source).toBe('built-in');
    expect((await read(extension.api.extension.detectors.$get())).body.detectors).toEqual(
      DEFAULT_DETECTORS,
    );
  });

  it('refuses a copy that is not the configuration: code, unknown keys, bad patterns', async () => {
    const withScript = { ...DEFAULT_DETECTORS, script: 'fetch("https://evil.example")' };
    const badPattern = structuredClone(DEFAULT_DETECTORS);
    badPattern.platforms.twitter.pages = ['^/i/chat(/'];
    for (const body of [withScript, badPattern, { format: 1 }]) {
      const refused = await readRefusal(
        community.admin.api.admin['extension-detectors'].$put({ json: invalid(body) }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('validation_error');
    }
  });
});
