import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkey, securityEvents } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/test/test-app';
import { Caller, createCommunity } from '@/test/http';
import type { PasskeysResponse } from '@/shared/schemas/passkey';
import type { PasskeyId, UserId } from '@/shared/schemas/ids';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  // Without PUBLIC_URL: the app answers at whatever address it is opened.
  t = await createTestApp({ config: { publicUrl: null } });
  community = await createCommunity(t);
});
afterAll(() => t.close());

type ErrorAnswer = { error: { code: string; message: string } };
/** What a browser at the app's address sends with a POST; the plugin checks it. */
const ORIGIN = { origin: 'http://localhost' };
const credential = (id: string) => ({
  id,
  rawId: id,
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
});

/** The passkey plugin's challenge cookie from an options answer, to send with the answer. */
function challenge(headers: Headers): string {
  const match = headers.get('set-cookie')?.match(/(better-auth\.better-auth-passkey=[^;]+)/);
  if (!match) throw new Error('no passkey challenge cookie');
  return match[1];
}

/** A passkey row as better-auth's plugin writes it (the ceremony itself runs in e2e). */
async function storedPasskey(userId: UserId, name: string) {
  const id = crypto.randomUUID() as PasskeyId;
  await t.deps.db.insert(passkey).values({
    id,
    name,
    userId,
    publicKey: 'pk',
    credentialID: `cred-${id}`,
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
  });
  return id;
}

describe('passkeys', () => {
  it('names the address the browser used as the relying party', async () => {
    for (const [host, rpId] of [
      ['localhost:3000', 'localhost'],
      ['sprint.lan:8080', 'sprint.lan'],
    ]) {
      const anonymous = new Caller(t);
      const options = await anonymous.request<{ rpId: string; challenge: string }>(
        'GET',
        '/api/auth/passkey/sign-in-options',
        undefined,
        { host },
      );
      expect(options.status).toBe(200);
      expect(options.body.rpId).toBe(rpId);
      expect(options.body.challenge.length).toBeGreaterThan(20);
    }
    const member = await community.approved();
    const register = await member.request<{ rp: { id: string; name: string } }>(
      'GET',
      '/api/security/passkeys/register-options',
      undefined,
      { host: 'sprint.lan:8080' },
    );
    expect(register.status).toBe(200);
    expect(register.body.rp).toEqual({ id: 'sprint.lan', name: 'DM Sprint' });
  });

  it('refuses a sign-in with an unknown or malformed passkey with 4xx', async () => {
    const anonymous = new Caller(t);
    const noChallenge = await anonymous.request<ErrorAnswer>(
      'POST',
      '/api/auth/passkey/sign-in',
      { response: credential('nope') },
      ORIGIN,
    );
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.body.error.message).toBe('This passkey request has expired. Try again.');

    const options = await anonymous.get('/api/auth/passkey/sign-in-options');
    const unknown = await anonymous.request<ErrorAnswer>(
      'POST',
      '/api/auth/passkey/sign-in',
      { response: credential('never-registered') },
      { cookie: challenge(options.headers), ...ORIGIN },
    );
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toMatch(/not known here/);
    expect(anonymous.cookie).toBe('');

    for (const body of [{}, { response: {} }, { response: credential('x'), email: 'a@b.c' }]) {
      const answer = await anonymous.post<ErrorAnswer>('/api/auth/passkey/sign-in', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a credential it cannot check when adding one, and writes nothing', async () => {
    const member = await community.approved();
    const options = await member.get('/api/security/passkeys/register-options');
    const withChallenge = new Caller(t, `${member.cookie}; ${challenge(options.headers)}`);
    const answer = await withChallenge.request<ErrorAnswer>(
      'POST',
      '/api/security/passkeys',
      { response: credential('forged'), name: 'Forged' },
      ORIGIN,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('The passkey could not be checked. Try again.');
    expect(await t.deps.db.select().from(passkey).where(eq(passkey.userId, member.userId))).toEqual(
      [],
    );
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, member.userId));
    expect(events.map((event) => event.kind)).not.toContain('passkey_added');
    for (const name of ['', ' ', 'x'.repeat(61), 'a\u0000b']) {
      const bad = await member.post('/api/security/passkeys', { response: credential('x'), name });
      expect(bad.status, JSON.stringify(name)).toBe(400);
    }
  });

  it("lists, renames and removes the member's own passkeys only", async () => {
    const owner = await community.approved();
    const other = await community.approved();
    const id = await storedPasskey(owner.userId, 'Chrome on Linux');
    await storedPasskey(other.userId, 'Not yours');

    const list = await owner.get<PasskeysResponse>('/api/security/passkeys');
    expect(list.body.passkeys).toEqual([
      { id, name: 'Chrome on Linux', createdAt: expect.any(String) },
    ]);
    expect((await other.patch(`/api/security/passkeys/${id}`, { name: 'Mine' })).status).toBe(404);
    expect((await other.delete(`/api/security/passkeys/${id}`)).status).toBe(404);
    expect((await owner.patch(`/api/security/passkeys/${id}`, { name: '' })).status).toBe(400);

    expect((await owner.patch(`/api/security/passkeys/${id}`, { name: ' Laptop ' })).status).toBe(
      200,
    );
    const renamed = await owner.get<PasskeysResponse>('/api/security/passkeys');
    expect(renamed.body.passkeys.map((row) => row.name)).toEqual(['Laptop']);
    expect((await owner.delete(`/api/security/passkeys/${id}`)).status).toBe(200);
    expect((await owner.get<PasskeysResponse>('/api/security/passkeys')).body.passkeys).toEqual([]);
    expect(
      (await other.get<PasskeysResponse>('/api/security/passkeys')).body.passkeys,
    ).toHaveLength(1);
  });
});
