import { and, eq, inArray } from 'drizzle-orm';
import { createSmtpMailer } from '@/server/mail/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationJobs, profiles } from '@/server/db/schema';
import { localDay, localTime } from '@/shared/domain/day';
import type { NotificationSettingsResponse } from '@/shared/schemas/notifications';
import { insertDms, type DmFixture } from '@/test/dm-rows';
import { createCommunity } from '@/test/http';
import { captureLogs } from '@/test/log-capture';
import { mailParts } from '@/test/mail-parts';
import { createTestAppWithSmtp, TEST_BASE_URL, type SmtpTestApp } from '@/test/test-app';
import { runNotificationPass } from './worker';

let smtp: SmtpTestApp['smtp'];
let t: SmtpTestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;

beforeAll(async () => {
  t = await createTestAppWithSmtp();
  smtp = t.smtp;
  community = await createCommunity(t);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof community.approved>>;

async function member(name: string, timeZone: string, settings = {}): Promise<Member> {
  const created = await community.approved(name);
  expect((await created.patch('/api/settings', { timeZone })).status).toBe(200);
  if (Object.keys(settings).length > 0) {
    expect((await created.patch('/api/notifications', settings)).status).toBe(200);
  }
  return created;
}

const pass = (at: string | Date) => runNotificationPass(t.deps, { now: () => new Date(at) });

/** Passes every `stepMinutes` from `from` to `to` (inclusive), as a running server would. */
async function passes(from: string, to: string, stepMinutes = 30) {
  for (let at = Date.parse(from); at <= Date.parse(to); at += stepMinutes * 60_000) {
    await pass(new Date(at));
  }
}

const digestsTo = (to: Member) =>
  smtp.received
    .filter((mail) => mail.to.includes(to.email))
    .map(mailParts)
    .filter((mail) => /morning/.test(mail.header('Subject') ?? ''));

const sentDigests = (to: Member) =>
  t.deps.db
    .select({ localDay: notificationJobs.localDay, doneAt: notificationJobs.doneAt })
    .from(notificationJobs)
    .where(
      and(
        eq(notificationJobs.userId, to.userId),
        eq(notificationJobs.kind, 'digest'),
        eq(notificationJobs.status, 'sent'),
      ),
    )
    .orderBy(notificationJobs.slotAt);

const dms = (start: string, count: number, extra: Partial<DmFixture> = {}): DmFixture[] =>
  Array.from({ length: count }, (_, index) => ({
    sentAt: new Date(Date.parse(start) + index * 60_000),
    ...extra,
  }));

describe('morning digest', () => {
  it('tells each member about yesterday, the streak, today and follow-ups at 08:00 local time', async () => {
    const tokyo = await member('Tomo Tokyo', 'Asia/Tokyo');
    const newYork = await member('Nia NewYork', 'America/New_York');
    const idle = await member('Ida Idle', 'Europe/Berlin');
    // Tokyo, 2026-06-09 (yesterday) and 06-08: the goal (28) reached both days.
    await insertDms(t.deps.db, tokyo.userId, [
      ...dms('2026-06-08T01:00:00Z', 28),
      ...dms('2026-06-09T01:00:00Z', 26),
      {
        sentAt: new Date('2026-06-09T02:00:00Z'),
        responseAt: new Date('2026-06-09T05:00:00Z'),
      },
      {
        sentAt: new Date('2026-06-09T02:01:00Z'),
        responseAt: new Date('2026-06-09T05:00:00Z'),
        meetingAt: new Date('2026-06-09T06:00:00Z'),
      },
      // Follow-ups: sent on 06-07 (due today, the 10th) and 06-05 (overdue), no reply.
      {
        sentAt: new Date('2026-06-07T03:00:00Z'),
        prospectName: 'Grace Hopper',
        companyName: 'Navy & Co',
      },
      { sentAt: new Date('2026-06-07T04:00:00Z'), prospectName: 'Alan Turing' },
      { sentAt: new Date('2026-06-05T03:00:00Z'), prospectName: 'Ada <Lovelace>' },
    ]);
    // New York, 06-09 local: 3 DMs, the last at 23:30 EDT (03:30 UTC on the 10th).
    await insertDms(t.deps.db, newYork.userId, [
      ...dms('2026-06-09T14:00:00Z', 2),
      { sentAt: new Date('2026-06-10T03:30:00Z') },
    ]);

    await pass('2026-06-09T22:59:00Z'); // 07:59 in Tokyo
    expect(digestsTo(tokyo)).toHaveLength(0);
    await pass('2026-06-09T23:00:00Z'); // 08:00 in Tokyo
    await expect.poll(() => digestsTo(tokyo).length).toBe(1);
    const [mail] = digestsTo(tokyo);
    expect(mail.header('Subject')).toBe(
      'Your DM Sprint morning: goal 28 new DMs, 3 follow-ups due',
    );
    expect(mail.text).toContain(
      'Yesterday (2026-06-09): 28/28 new DMs (goal reached), 2 replies and 1 meeting logged.',
    );
    expect(mail.text).toContain('Streak: 2 days.');
    expect(mail.text).toContain("Today's goal: 28 new DMs.");
    expect(mail.text).toContain('Follow-ups: 2 due today, 1 overdue.');
    expect(mail.text).toContain('- Ada <Lovelace> — overdue\n');
    expect(mail.text).toContain('- Grace Hopper (Navy & Co)\n');
    expect(mail.text).toContain(
      `Open your follow-ups: ${TEST_BASE_URL}/prospect-tracker?tab=follow-ups`,
    );
    expect(mail.html).toContain('<li>Ada &lt;Lovelace&gt; — overdue</li>');
    expect(mail.html).toContain('<li>Grace Hopper (Navy &amp; Co)</li>');
    expect(mail.html).toContain(`<a href="${TEST_BASE_URL}/prospect-tracker?tab=follow-ups">`);
    expect(mail.header('List-Unsubscribe')).toMatch(
      new RegExp(`^<${TEST_BASE_URL}/unsubscribe/digest\\.[\\w-]+\\.[0-9a-z]+\\.[\\w-]+>$`),
    );
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(mail.header('List-Unsubscribe')!.slice(1, -1));

    await pass('2026-06-10T06:00:00Z'); // 08:00 in Berlin
    await expect.poll(() => digestsTo(idle).length).toBe(1);
    expect(digestsTo(idle)[0].text).toContain(
      'Yesterday (2026-06-09): 0/28 new DMs (28 short of the goal)',
    );
    expect(digestsTo(newYork)).toHaveLength(0);
    await pass('2026-06-10T11:59:00Z'); // 07:59 in New York
    expect(digestsTo(newYork)).toHaveLength(0);
    await pass('2026-06-10T12:00:00Z');
    await expect.poll(() => digestsTo(newYork).length).toBe(1);
    const ny = digestsTo(newYork)[0];
    expect(ny.text).toContain(
      'Yesterday (2026-06-09): 3/28 new DMs (25 short of the goal), 0 replies and 0 meetings logged.',
    );
    expect(ny.text).toContain('Streak: none yet.');
    expect(ny.text).toContain('Follow-ups: none due today.');
    expect(ny.text).not.toContain('Open your follow-ups');

    expect(digestsTo(tokyo)).toHaveLength(1);
  });

  it('sends one digest per local day across both daylight-saving changes, at the chosen time', async () => {
    const morning = await member('Dee Daylight', 'America/New_York');
    const inTheGap = await member('Gus Gap', 'America/New_York', { digestTime: '02:30' });
    const twice = await member('Tess Twice', 'America/New_York', { digestTime: '01:30' });

    await passes('2026-03-07T00:00:00Z', '2026-03-09T23:30:00Z'); // spring forward on the 8th
    await passes('2026-10-31T00:00:00Z', '2026-11-02T23:30:00Z'); // fall back on Nov 1st
    const days = ['2026-03-07', '2026-03-08', '2026-03-09'];
    const fallDays = ['2026-10-31', '2026-11-01', '2026-11-02'];
    const local = (rows: Awaited<ReturnType<typeof sentDigests>>) =>
      rows.map(
        (row) =>
          `${localDay(row.doneAt!, 'America/New_York')} ${localTime(row.doneAt!, 'America/New_York')}`,
      );

    expect(local(await sentDigests(morning))).toEqual(
      [...days, ...fallDays].map((day) => `${day} 08:00`),
    );
    // 02:30 does not exist on March 8th: sent at the first pass after it, 03:00 EDT.
    expect(local(await sentDigests(inTheGap)).slice(0, 3)).toEqual([
      '2026-03-07 02:30',
      '2026-03-08 03:00',
      '2026-03-09 02:30',
    ]);
    // 01:30 happens twice on November 1st: one digest.
    expect(local(await sentDigests(twice)).slice(3)).toEqual(fallDays.map((day) => `${day} 01:30`));
    await expect.poll(() => digestsTo(morning).length).toBe(6);
  });

  it('follows a time-zone change: the next digest comes at the new local 08:00', async () => {
    const traveller = await member('Tri Traveller', 'UTC');
    await pass('2026-08-03T08:00:00Z');
    expect((await traveller.patch('/api/settings', { timeZone: 'America/New_York' })).status).toBe(
      200,
    );
    await passes('2026-08-03T08:30:00Z', '2026-08-04T14:00:00Z');
    const sent = await sentDigests(traveller);
    expect(sent.map((row) => row.doneAt!.toISOString())).toEqual([
      '2026-08-03T08:00:00.000Z',
      '2026-08-04T12:00:00.000Z', // 08:00 EDT
    ]);
  });

  it('retries a failing mail server with back-off and logs each failure', async () => {
    const unlucky = await member('Rita Retry', 'UTC');
    const logs = captureLogs('warn');
    const down = createSmtpMailer('smtp://127.0.0.1:1', 'DM Sprint <sprint@example.com>');
    const failing = { ...t.deps, mailer: down, logger: logs.logger };
    await runNotificationPass(failing, { now: () => new Date('2026-09-14T08:00:00Z') });
    const failures = () =>
      logs
        .lines()
        .filter(
          (line) => line.userId === unlucky.userId && line.msg === 'digest failed: will retry',
        );
    expect(failures()).toHaveLength(1);
    // Not before its back-off (30 s), then again (60 s more), then through the working server.
    await runNotificationPass(failing, { now: () => new Date('2026-09-14T08:00:20Z') });
    expect(failures()).toHaveLength(1);
    await runNotificationPass(failing, { now: () => new Date('2026-09-14T08:00:30Z') });
    expect(failures()).toHaveLength(2);
    await runNotificationPass(failing, { now: () => new Date('2026-09-14T08:01:00Z') });
    expect(failures()).toHaveLength(2);
    await pass('2026-09-14T08:01:30Z');
    await expect.poll(() => digestsTo(unlucky).length).toBe(1);
    await pass('2026-09-14T08:30:00Z');
    expect(digestsTo(unlucky)).toHaveLength(1);
  });
});

describe('weekly cohort summary', () => {
  it('mails the coach on Monday morning with the totals and who needs attention', async () => {
    const busy = await member('Bo Busy', 'UTC');
    const quiet = await member('Quin Quiet', 'UTC');
    // Approved before that week, not at the clock's time: "needs attention" waits 3 days after
    // approval, so with today's stamp Quin went unflagged from 2027-01-29 08:00 UTC on.
    await t.deps.db
      .update(profiles)
      .set({ approvedAt: new Date('2027-01-04T08:00:00Z') })
      .where(inArray(profiles.userId, [busy.userId, quiet.userId]));
    await insertDms(t.deps.db, busy.userId, [
      ...dms('2027-01-30T10:00:00Z', 4),
      { sentAt: new Date('2027-01-31T10:00:00Z'), responseAt: new Date('2027-01-31T12:00:00Z') },
    ]);
    await insertDms(t.deps.db, quiet.userId, dms('2027-01-26T10:00:00Z', 2));
    const weekly = () =>
      smtp.received
        .filter((mail) => mail.to.includes(community.admin.email))
        .map(mailParts)
        .filter((mail) => mail.text.includes('Week 2027-01-25 to 2027-02-01'));

    await pass('2027-01-31T08:00:00Z'); // a Sunday
    await pass('2027-02-01T08:00:00Z'); // Monday, 08:00 UTC
    await expect.poll(() => weekly().length).toBe(1);
    const [mail] = weekly();
    expect(mail.header('Subject')).toMatch(
      /^DM Sprint weekly cohort summary: 7 DMs, \d+ need attention$/,
    );
    expect(mail.text).toMatch(
      /\d+ members sent 7 DMs \(none the week before\), got 1 replies and booked 0 meetings\./,
    );
    expect(mail.text).toContain('- Quin Quiet: No DM in 3 days (last DM 2027-01-26)');
    expect(mail.text).not.toContain('Bo Busy');
    expect(mail.header('List-Unsubscribe')).toMatch(/\/unsubscribe\/weekly\./);
    // Members get no summary, and the coach gets one per week.
    expect(
      smtp.received.some((sent) => sent.to.includes(busy.email) && /Week 2027/.test(sent.raw)),
    ).toBe(false);
    await pass('2027-02-01T09:00:00Z');
    expect(weekly()).toHaveLength(1);
  });
});

describe('unsubscribe link', () => {
  it('works signed out, for that member only, as a link and as a one-click POST', async () => {
    const leaving = await member('Lea Leaving', 'UTC');
    const staying = await member('Sam Staying', 'UTC');
    await pass('2026-09-01T08:00:00Z');
    await expect.poll(() => digestsTo(leaving).length + digestsTo(staying).length).toBe(2);
    const link = digestsTo(leaving)[0].header('List-Unsubscribe')!.slice(1, -1);
    const path = new URL(link).pathname;

    const stayingToken = new URL(
      digestsTo(staying)[0].header('List-Unsubscribe')!.slice(1, -1),
    ).pathname
      .split('/')
      .pop()!;
    const [kind, , issued, signature] = path.split('/').pop()!.split('.');
    const forged = `/unsubscribe/${kind}.${stayingToken.split('.')[1]}.${issued}.${signature}`;
    for (const bad of [forged, '/unsubscribe/digest.x.y', '/unsubscribe/nonsense']) {
      const answer = await t.app.request(bad);
      expect(answer.status, bad).toBe(400);
      expect(await answer.text()).toContain('This link is not valid');
    }

    // GET only asks (src/server/routes/unsubscribe/unsubscribe.test.ts); its button POSTs.
    const confirm = await t.app.request(path);
    expect(await confirm.text()).toContain('Unsubscribe from the morning digest?');
    const answer = await t.app.request(path, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('You will not get the morning digest any more.');
    const settings = async (who: Member) =>
      (await who.get<NotificationSettingsResponse>('/api/notifications')).body.settings;
    expect((await settings(leaving)).digestEnabled).toBe(false);
    expect((await settings(staying)).digestEnabled).toBe(true);

    await pass('2026-09-02T08:00:00Z');
    await expect.poll(() => digestsTo(staying).length).toBe(2);
    expect(digestsTo(leaving)).toHaveLength(1);

    // RFC 8058: the mail app POSTs a form body, without cookies or Origin.
    const oneClick = await t.app.request(`/unsubscribe/${stayingToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await settings(staying)).digestEnabled).toBe(false);
  });
});
