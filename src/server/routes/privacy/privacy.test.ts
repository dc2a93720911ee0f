import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  achievements,
  apiTokens,
  celebrations,
  customObjections,
  dms,
  dmScripts,
  exportApplies,
  exportChecks,
  exportImports,
  exportMatches,
  goalHistory,
  notificationJobs,
  notificationPrefs,
  passkey,
  prospects,
  pushSubscriptions,
  webhookEndpoints,
  securityEvents,
  session,
  setters,
  twoFactor,
} from '@/server/db/schema';
import { queryRows } from '@/server/db/query-rows';
import { insertDms } from '@/test/dm-fixtures';
import { Caller, createCommunity, invalid, read, readRefusal, signIn } from '@/test/http';
import { memberColumns, rowsHolding, textColumns } from '@/test/member-columns';
import { createTestApp, type TestApp } from '@/test/test-app';
import { totpCode } from '@/test/totp';
import { dataExportFileName } from '@/shared/domain/data-export';
import { localDay } from '@/shared/domain/day';
import type { PasskeyId, UserId } from '@/shared/schemas/ids';
import { LAST_ADMIN_MESSAGE } from './account-deletion.service';
import { exportedColumns, NOT_EXPORTED } from './export.service';
import { PROOFS_PER_15_MINUTES } from '@/server/security/reauth';

const PASSWORD = 'correct-horse-battery';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof community.approved>>;

/** Turns two-factor on; answers the otpauth URI the member's app would hold. */
async function withTwoFactor(member: Member): Promise<string> {
  const enabled = await member.post<{ totpURI: string }>('/api/auth/two-factor/enable', {
    password: PASSWORD,
  });
  expect(enabled.status).toBe(200);
  const confirmed = await member.post('/api/auth/two-factor/verify-totp', {
    code: totpCode(enabled.body.totpURI),
  });
  expect(confirmed.status).toBe(200);
  return enabled.body.totpURI;
}

/** The code the app shows next: the set-up claimed the current one. */
const nextCode = (uri: string, steps = 1) => totpCode(uri, Date.now() + steps * 30_000);

/** A row in every table a member can have one in, marked with `mark` where text allows. */
async function fill(member: Member, mark: string) {
  const db = t.database.db;
  const { userId } = member;
  // First: confirming the set-up replaces the session, and the push subscription goes with one.
  const uri = await withTwoFactor(member);
  await insertDms(t, userId, [
    { url: `https://www.linkedin.com/in/${mark}-one`, sentAt: '2026-03-02T09:00:00Z', notes: mark },
    {
      url: `https://www.linkedin.com/in/${mark}-one`,
      sentAt: '2026-03-05T09:00:00Z',
      responseAt: '2026-03-05T10:00:00Z',
    },
    { url: `https://x.com/${mark}two`, sentAt: '2026-03-06T12:30:00Z' },
  ]);
  await db.insert(goalHistory).values({ userId, effectiveOn: '2026-03-01', goal: 30 });
  await db.insert(setters).values({ userId, setterName: `Setter ${mark}` });
  await db.insert(dmScripts).values({
    userId,
    scriptType: 'cold_dm',
    prospectName: `Prospect ${mark}`,
    companyName: 'Acme',
    tone: 'professional',
    generatedScript: `Hello from ${mark}`,
  });
  await db
    .insert(customObjections)
    .values({ userId, objection: `Too pricey ${mark}`, response: 'Fair.' });
  await db.insert(achievements).values({ userId, code: 'first_dm' });
  await db.insert(celebrations).values({ userId, day: '2026-03-02' });
  await db.insert(notificationPrefs).values({ userId, digestTime: '07:30' });
  await db.insert(notificationJobs).values({
    userId,
    kind: 'digest',
    localDay: '2026-03-02',
    slotAt: new Date('2026-03-02T07:30:00Z'),
    runAfter: new Date('2026-03-02T07:30:00Z'),
    status: 'sent',
  });
  const [current] = await db.select().from(session).where(eq(session.userId, userId));
  await db.insert(pushSubscriptions).values({
    userId,
    sessionId: current.id,
    endpoint: `https://push.example.com/${mark}`,
    p256dh: `p256dh-key-of-${mark}`,
    auth: `auth-key-of-${mark}`,
  });
  const id = crypto.randomUUID() as PasskeyId;
  await db.insert(passkey).values({
    id,
    name: `Laptop ${mark}`,
    userId,
    publicKey: `public-key-of-${mark}`,
    credentialID: `cred-${id}`,
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
  });
  await db.insert(apiTokens).values({
    userId,
    name: `Zapier ${mark}`,
    scope: 'read',
    tokenHash: `hash-of-${mark}`,
    lastFour: 'abcd',
  });
  await db.insert(webhookEndpoints).values({
    userId,
    audience: 'member',
    kind: 'standard',
    url: `https://hooks.example.com/${mark}`,
    events: ['dm.logged'],
    secret: `whsec_secret-of-${mark}`,
  });
  const [prospect] = await db.select().from(prospects).where(eq(prospects.userId, userId));
  const [dm] = await db.select().from(dms).where(eq(dms.userId, userId));
  const [apply] = await db
    .insert(exportApplies)
    .values({ userId, platform: 'twitter', dmsAdded: 1 })
    .returning();
  await db
    .insert(exportImports)
    .values({ userId, key: `dm:twitter-id:${mark}`, applyId: apply.id, kind: 'dm', dmId: dm.id });
  await db
    .insert(exportMatches)
    .values({ userId, counterpart: `twitter-id:${mark}`, prospectId: prospect.id });
  await db.insert(exportChecks).values({
    userId,
    platform: 'twitter',
    checkedAt: new Date(),
    exportedDms: 4,
    loggedBefore: 3,
  });
  return uri;
}

async function downloadZip(member: Caller) {
  const response = await member.api.privacy.export.$get();
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const text = Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
  return { response, text, all: Object.values(text).join('\n') };
}

describe('Download my data', () => {
  it('holds every row of the member in every table that names one, and nobody else’s', async () => {
    const member = await community.approved('Dana Data');
    const other = await community.approved('Otto Other');
    await fill(member, 'dana');
    await fill(other, 'otto');
    // The member was the last to change the community's rule.
    await t.database.db.execute(
      sql`insert into community_settings (id, solo_goal, updated_by) values (1, 30, ${member.userId})
          on conflict (id) do update set updated_by = excluded.updated_by`,
    );

    const { response, text, all } = await downloadZip(member);
    const today = localDay(new Date(), 'UTC');
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${dataExportFileName(today)}"`,
    );

    // Every column naming a member is exported or excluded with a reason; a new table fails here.
    const exported = new Map(exportedColumns().map((entry) => [entry.column, entry.file]));
    for (const { table, column } of await memberColumns(t.database.db)) {
      const name = `${table}.${column}`;
      if (NOT_EXPORTED[name]) continue;
      const file = exported.get(name);
      expect(file, `${name} is neither exported nor excluded with a reason`).toBeDefined();
      const held = await rowsHolding(t.database.db, { table, column }, member.userId);
      expect(held, `the fixture has no ${name} row`).toBeGreaterThan(0);
      const rows = JSON.parse(text[file!]) as unknown[];
      expect(rows, file).toHaveLength(held);
    }
    expect(Object.keys(text)).toEqual(
      expect.arrayContaining(['README.txt', 'dm-logs.csv', 'dms.json', 'profile.json']),
    );

    // The DMs, with their prospect and profiles, and the logs CSV of all of them.
    const dmsJson = JSON.parse(text['dms.json']) as Array<{ prospectId: string; notes: string }>;
    const prospectsJson = JSON.parse(text['prospects.json']) as Array<{ id: string }>;
    expect(dmsJson).toHaveLength(3);
    // A prospect as the member wrote it, without the search's lowercased copy of it.
    expect(Object.keys(prospectsJson[0])).toEqual(expect.arrayContaining(['name', 'notes']));
    expect(prospectsJson[0]).not.toHaveProperty('searchText');
    expect(new Set(dmsJson.map((dm) => dm.prospectId))).toEqual(
      new Set(prospectsJson.map((prospect) => prospect.id)),
    );
    expect(text['dm-logs.csv'].trim().split('\n')).toHaveLength(4);
    expect(text['dm-logs.csv']).toContain('https://www.linkedin.com/in/dana-one');

    // Nothing of the other member's.
    for (const value of [other.userId, other.email, 'otto']) expect(all).not.toContain(value);

    // No credential: password hash, session tokens, the TOTP secret and backup codes, push keys.
    const db = t.database.db;
    const secrets = [
      ...(await db
        .select({ v: account.password })
        .from(account)
        .where(eq(account.userId, member.userId))),
      ...(await db
        .select({ v: session.token })
        .from(session)
        .where(eq(session.userId, member.userId))),
      ...(await db
        .select({ v: twoFactor.secret })
        .from(twoFactor)
        .where(eq(twoFactor.userId, member.userId))),
      ...(await db
        .select({ v: twoFactor.backupCodes })
        .from(twoFactor)
        .where(eq(twoFactor.userId, member.userId))),
    ].map((row) => row.v!);
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const secret of [
      ...secrets,
      'p256dh-key-of-dana',
      'auth-key-of-dana',
      'whsec_secret-of-dana',
    ]) {
      expect(all).not.toContain(secret);
    }
    // A passkey's public key is no credential, and is the member's.
    expect(all).toContain('public-key-of-dana');
  });

  it('answers an empty member with empty lists and a CSV of just its header', async () => {
    const member = await community.approved('Nell New');
    const { text } = await downloadZip(member);
    expect(JSON.parse(text['dms.json'])).toEqual([]);
    expect(JSON.parse(text['profile.json'])).toHaveLength(1);
    expect(text['dm-logs.csv'].trim().split('\n')).toHaveLength(1);
  });

  it('reads a large log a page at a time, in order, each DM once', async () => {
    const member = await community.approved('Lars Large');
    const start = Date.parse('2026-01-01T00:00:00Z');
    await insertDms(
      t,
      member.userId,
      Array.from({ length: 1234 }, (_, index) => ({
        url: `https://www.linkedin.com/in/large-${index}`,
        // Pairs share an instant: the page key must tell them apart.
        sentAt: new Date(start + Math.floor(index / 2) * 60_000 + 0.5),
      })),
    );
    const { text } = await downloadZip(member);
    const rows = JSON.parse(text['dms.json']) as Array<{ id: string; sentAt: string }>;
    expect(rows).toHaveLength(1234);
    expect(new Set(rows.map((row) => row.id)).size).toBe(1234);
    expect(rows.map((row) => Date.parse(row.sentAt))).toEqual(
      rows.map((row) => Date.parse(row.sentAt)).sort((a, b) => a - b),
    );
    expect(text['dm-logs.csv'].trim().split('\n')).toHaveLength(1235);
  });
});

/** Rows anywhere in the database that still hold the member's id or email. */
async function leftovers(userId: UserId, email: string) {
  const db = t.database.db;
  const found: string[] = [];
  for (const column of await memberColumns(db)) {
    if ((await rowsHolding(db, column, userId)) > 0) found.push(`${column.table}.${column.column}`);
  }
  for (const column of await textColumns(db)) {
    for (const value of [userId, email.toLowerCase()]) {
      if ((await rowsHolding(db, column, value, true)) > 0) {
        found.push(`${column.table}.${column.column} holds ${value}`);
      }
    }
  }
  return found;
}

describe('Delete my account', () => {
  it('asks for the password and the code, then deletes every row, signs out and mails', async () => {
    const member = await community.approved('Gwen Gone');
    const uri = await fill(member, 'gwen');
    // Something that names the member only in a text key: a rate counter.
    await read(member.api.privacy.export.$get());
    expect(await leftovers(member.userId, member.email)).not.toEqual([]);

    const wrong = await readRefusal(
      member.api.privacy['delete-account'].$post({
        json: { password: 'not-my-password', code: nextCode(uri) },
      }),
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatchObject({
      code: 'invalid_password',
      message: 'That password is not right.',
    });
    const noCode = await readRefusal(
      member.api.privacy['delete-account'].$post({ json: { password: PASSWORD } }),
    );
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.code).toBe('code_required');
    const badCode = await readRefusal(
      member.api.privacy['delete-account'].$post({
        json: { password: PASSWORD, code: totpCode(uri, Date.now() - 5 * 60_000) },
      }),
    );
    expect(badCode.status).toBe(403);
    expect(badCode.body.error.code).toBe('invalid_code');
    expect(await leftovers(member.userId, member.email)).not.toEqual([]);

    const mailsBefore = t.mails.length;
    const done = await read(
      member.api.privacy['delete-account'].$post({
        json: { password: PASSWORD, code: nextCode(uri) },
      }),
    );
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ deleted: true });
    expect(done.headers.get('set-cookie')).toMatch(/better-auth\.session_token=;/);
    expect(member.cookie).toBe('');

    expect(await leftovers(member.userId, member.email)).toEqual([]);
    const goodbye = t.mails.slice(mailsBefore);
    expect(goodbye).toHaveLength(1);
    expect(goodbye[0]).toMatchObject({
      to: member.email,
      subject: 'Your DM Sprint account was deleted',
    });
    expect(goodbye[0].text).toContain('deleted, as you asked');

    // Signed out, and the account cannot sign in again.
    expect((await member.get('/api/me')).status).toBe(401);
    await expect(signIn(new Caller(t), member.email)).rejects.toThrow(/sign-in failed/);
    // The other members' data is untouched.
    const other = await community.approved('Sam Stays');
    expect((await read(other.api.settings.goal.$get())).status).toBe(200);
  });

  it('ends a session that was signed in elsewhere too', async () => {
    const member = await community.approved('Pat Phone');
    const phone = new Caller(t);
    await signIn(phone, member.email);
    expect((await phone.get('/api/me')).status).toBe(200);
    const done = await read(
      member.api.privacy['delete-account'].$post({ json: { password: PASSWORD } }),
    );
    expect(done.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
  });

  it('refuses the last admin with a clear 409, and lets an admin go when another remains', async () => {
    const refused = await readRefusal(
      community.admin.api.privacy['delete-account'].$post({ json: { password: PASSWORD } }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(LAST_ADMIN_MESSAGE);
    expect((await community.admin.get('/api/me')).status).toBe(200);

    const second = await community.approved('Ann Second');
    await t.database.db.execute(
      sql`update profiles set is_admin = true where user_id = ${second.userId}`,
    );
    const gone = await read(
      second.api.privacy['delete-account'].$post({ json: { password: PASSWORD } }),
    );
    expect(gone.status).toBe(200);
    expect(await leftovers(second.userId, second.email)).toEqual([]);
  });

  it('asks a member without a password for a sign-in of the last few minutes', async () => {
    const member = await community.approved('Kim Passkey');
    await t.database.db
      .delete(account)
      .where(and(eq(account.userId, member.userId), eq(account.providerId, 'credential')));
    await t.database.db.execute(
      sql`update session set created_at = now() - interval '10 minutes' where user_id = ${member.userId}`,
    );
    const stale = await readRefusal(member.api.privacy['delete-account'].$post({ json: {} }));
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe('reauth_required');
    await t.database.db.execute(
      sql`update session set created_at = now() where user_id = ${member.userId}`,
    );
    const done = await read(member.api.privacy['delete-account'].$post({ json: {} }));
    expect(done.status).toBe(200);
    expect(await leftovers(member.userId, member.email)).toEqual([]);
  });

  it('refuses bad input with 400 and counts guesses at the password', async () => {
    const member = await community.approved('Gus Guess');
    for (const body of [
      { password: 42 },
      { password: PASSWORD, extra: true },
      { code: '12ab56' },
    ]) {
      const answer = await readRefusal(
        member.api.privacy['delete-account'].$post({ json: invalid(body) }),
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await member.request('POST', '/api/privacy/delete-account', '{"password":');
    expect(malformed.status).toBe(400);
    for (let attempt = 0; attempt < PROOFS_PER_15_MINUTES; attempt++) {
      const answer = await readRefusal(
        member.api.privacy['delete-account'].$post({ json: { password: 'wrong-password' } }),
      );
      expect(answer.status).toBe(403);
    }
    const limited = await readRefusal(
      member.api.privacy['delete-account'].$post({ json: { password: PASSWORD } }),
    );
    expect(limited.status).toBe(429);
    expect((await member.get('/api/me')).status).toBe(200);
  });
});

describe('Admin → remove a member', () => {
  it('takes the admin’s own password, deletes every row, mails the member and records it bare', async () => {
    const member = await community.approved('Rita Removed');
    await fill(member, 'rita');
    const admin = community.admin;
    const wrong = await readRefusal(
      admin.api.admin.users[':userId'].remove.$post({
        param: { userId: member.userId },
        json: { password: 'not-the-admins' },
      }),
    );
    expect(wrong.status).toBe(403);
    const mailsBefore = t.mails.length;
    const done = await read(
      admin.api.admin.users[':userId'].remove.$post({
        param: { userId: member.userId },
        json: { password: PASSWORD },
      }),
    );
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ removed: true });
    expect(await leftovers(member.userId, member.email)).toEqual([]);
    expect(t.mails.slice(mailsBefore)).toEqual([
      expect.objectContaining({
        to: member.email,
        subject: 'Your DM Sprint account was deleted',
        text: expect.stringContaining('An admin of your DM Sprint community removed your account'),
      }),
    ]);
    expect((await member.get('/api/me')).status).toBe(401);

    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.userId, admin.userId), eq(securityEvents.kind, 'member_removed')),
      );
    expect(event.meta).toEqual({});
    const listed = (await read(admin.api.security.events.$get())).body.events;
    expect(listed[0]).toMatchObject({ kind: 'member_removed', detail: null });
    expect(JSON.stringify(listed)).not.toContain('Rita');

    const again = await readRefusal(
      admin.api.admin.users[':userId'].remove.$post({
        param: { userId: member.userId },
        json: { password: PASSWORD },
      }),
    );
    expect(again.status).toBe(404);
  });

  it('refuses to remove an admin account, the admin’s own included', async () => {
    const answer = await readRefusal(
      community.admin.api.admin.users[':userId'].remove.$post({
        param: { userId: community.admin.userId },
        json: { password: PASSWORD },
      }),
    );
    expect(answer.status).toBe(409);
    expect((await community.admin.get('/api/me')).status).toBe(200);
  });

  it('answers a bad body with 400 and an unknown member with 404', async () => {
    const member = await community.approved('Vic Valid');
    const bad = await community.admin.post(`/api/admin/users/${member.userId}/remove`, {
      password: PASSWORD,
      userId: 'someone-else',
    });
    expect(bad.status).toBe(400);
    const unknown = await readRefusal(
      community.admin.api.admin.users[':userId'].remove.$post({
        param: { userId: 'nobody-has-this-id' },
        json: { password: PASSWORD },
      }),
    );
    expect(unknown.status).toBe(404);
    const [{ events }] = await queryRows<{ events: number }>(
      t.database.db,
      sql`select count(*)::int as events from security_events where kind = 'member_removed'`,
    );
    expect(events).toBeGreaterThan(0);
  });
});
