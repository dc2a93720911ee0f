import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { securityEvents, session } from '@/server/db/schema';
import { Caller, createCommunity, read, readRefusal } from '@/test/http';
import { mailText } from '@/test/smtp-peer';
import { createTestAppWithSmtp, type SmtpTestApp } from '@/test/test-app';

const PASSWORD = 'correct-horse-battery';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: SmtpTestApp;
let smtp: SmtpTestApp['smtp'];
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestAppWithSmtp();
  smtp = t.smtp;
  community = await createCommunity(t);
});
afterAll(() => t.close());

/** The member signed in once more, on a device of the given user agent. */
async function device(email: string, userAgent: string) {
  const caller = new Caller(t);
  const answer = await read(
    caller.api.auth['sign-in'].email.$post(
      { json: { email, password: PASSWORD } },
      { headers: { 'user-agent': userAgent } },
    ),
  );
  expect(answer.status).toBe(200);
  return caller;
}

const sessionsOf = (caller: Caller) => read(caller.api.security.sessions.$get());

describe('signed-in devices', () => {
  it('lists this device and the others, without their tokens', async () => {
    const member = await community.approved('Dev Ices');
    const laptop = await device(member.email, LAPTOP);
    const answer = await sessionsOf(laptop);
    expect(answer.status).toBe(200);
    const { sessions } = answer.body;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome', system: 'Windows' });
    expect(sessions[0].lastActiveAt).toEqual(expect.any(String));
    expect(sessions[1]).toMatchObject({ current: false });
    expect(sessions[1]).not.toHaveProperty('token');

    const tokens = await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, member.userId));
    const raw = JSON.stringify(answer.body);
    for (const { token } of tokens) expect(raw).not.toContain(token);
  });

  it('signs out another device: its next request answers 401', async () => {
    const member = await community.approved('Sig Nout');
    const phone = await device(member.email, PHONE);
    const { sessions } = (await sessionsOf(member)).body;
    const other = sessions.find((entry) => !entry.current)!;
    expect(other).toMatchObject({ browser: 'Safari', system: 'iOS' });

    // Another member cannot see or end it.
    const stranger = await community.approved('Stran Ger');
    const refused = await readRefusal(
      stranger.api.security.sessions[':id'].$delete({ param: { id: other.id } }),
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('not_found');
    expect((await sessionsOf(phone)).status).toBe(200);

    const revoked = await read(
      member.api.security.sessions[':id'].$delete({ param: { id: other.id } }),
    );
    expect(revoked.status).toBe(200);
    expect((await read(phone.api.me.$get())).status).toBe(401);
    expect((await sessionsOf(member)).body.sessions.map((entry) => entry.current)).toEqual([true]);
    expect(
      (await read(member.api.security.sessions[':id'].$delete({ param: { id: other.id } }))).status,
    ).toBe(404);
  });

  it('signs out every other device at once', async () => {
    const member = await community.approved('All Others');
    const phone = await device(member.email, PHONE);
    const laptop = await device(member.email, LAPTOP);
    const answer = await read(laptop.api.security.sessions['revoke-others'].$post());
    expect(answer.status).toBe(200);
    expect(answer.body.revoked).toBe(2);
    expect((await read(phone.api.me.$get())).status).toBe(401);
    expect((await read(member.api.me.$get())).status).toBe(401);
    const left = (await sessionsOf(laptop)).body.sessions;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, browser: 'Chrome' });
  });
});

describe('recent security activity', () => {
  const mailsTo = (email: string) =>
    smtp.received
      .filter((mail) => mail.to.includes(email))
      .map(mailText)
      .filter((text) => text.includes('Subject: DM Sprint: '));

  it('records and mails a new sign-in and a password change; a sign-up is neither', async () => {
    const member = await community.approved('Eve Ents');
    expect((await read(member.api.security.events.$get())).body.events).toEqual([]);

    const laptop = await device(member.email, LAPTOP);
    await expect.poll(() => mailsTo(member.email).length).toBe(1);
    const [signInMail] = mailsTo(member.email);
    expect(signInMail).toContain('Subject: DM Sprint: New sign-in');
    expect(signInMail).toContain('Chrome on Windows');
    // Its link lands on Settings' account security, drawn and scrolled to (security-section.tsx).
    expect(signInMail).toContain('/settings#security');

    // better-auth's endpoint: no typed route
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-much-longer-passphrase-42',
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => mailsTo(member.email).length).toBe(2);
    expect(mailsTo(member.email)[1]).toContain('Subject: DM Sprint: Password changed');

    const { events } = (await read(laptop.api.security.events.$get())).body;
    expect(events.map((event) => event.kind)).toEqual(['password_changed', 'signed_in']);
    expect(events[1]).toMatchObject({ browser: 'Chrome', system: 'Windows' });
    expect(events[0].at >= events[1].at).toBe(true);

    // Another member's list is their own.
    const other = await community.approved('Oth Er');
    const theirs = (await read(other.api.security.events.$get())).body.events;
    expect(theirs).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, member.userId));
    expect(rows).toHaveLength(2);
  });
});
