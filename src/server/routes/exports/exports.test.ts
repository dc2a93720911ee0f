import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dms, prospects } from '@/server/db/schema';
import { VAULT_NICHES } from '@/shared/content/vault';
import { vaultScriptKey } from '@/shared/domain/script-used';
import { mergeReportParts } from '@/shared/domain/export-parts';
import type { ConversationFact, ExportPlatform, ExportReportPart } from '@/shared/schemas/exports';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read, readRefusal, type Caller } from '@/test/http';
import { EXPORT_CHECKS_PER_10_MINUTES } from './exports.routes';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const ago = (days: number, hours = 0) =>
  new Date(Date.now() - days * DAY - hours * 3_600_000).toISOString();

const fact = (
  over: Partial<ConversationFact> & Pick<ConversationFact, 'counterpart'>,
): ConversationFact => ({
  platform: 'linkedin',
  profileUrl: `https://www.linkedin.com/in/${over.counterpart.replace('linkedin:', '')}`,
  displayName: 'Someone',
  memberStarted: true,
  firstSentAt: ago(5),
  firstReplyAt: null,
  sentCount: 1,
  receivedCount: 0,
  reactionCount: 0,
  request: false,
  ...over,
});

/** A check's last step after its parts' (merged) report. */
const lastStep = (platform: ExportPlatform, report: ExportReportPart) => ({
  platform,
  from: report.from!,
  to: report.to!,
  profileKeys: report.profileKeys,
  exportedDms: report.exportedDms,
  loggedBefore: report.loggedBefore,
});

const rowsOf = (userId: UserId) => t.database.db.select().from(dms).where(eq(dms.userId, userId));

const logDm = async (member: Caller, profileUrl: string) =>
  expect((await read(member.api.dms.$post({ json: { profileUrl }, header: {} }))).status).toBe(201);

describe('checking the logs against a LinkedIn export', () => {
  it('reports what is logged and not, applies it once, and undoes a whole apply', async () => {
    const member = await community.approved('Mila Stone');
    // Logged by hand today: the export's first message to Zoë came a day earlier (same DM).
    await logDm(member, 'linkedin.com/in/zoe-kraus');
    const zoe = fact({
      counterpart: 'linkedin:zoe-kraus',
      displayName: 'Zoë Kraus',
      firstSentAt: ago(1),
      firstReplyAt: ago(0, 2),
      receivedCount: 1,
      reactionCount: 2,
    });
    const lena = fact({
      counterpart: 'linkedin:lena-rossi',
      displayName: 'Lena Rossi',
      firstSentAt: ago(10),
      firstReplyAt: ago(9),
      receivedCount: 2,
      scriptUsed: vaultScriptKey(VAULT_NICHES[0].id, 0),
    });
    const omar = fact({
      counterpart: 'linkedin:omar-ziad',
      displayName: 'Omar Ziad',
      memberStarted: false,
      firstSentAt: ago(4),
    });
    const conversations = [zoe, lena, omar];

    const { body } = await read(
      member.api.exports.report.$post({ json: { platform: 'linkedin', conversations } }),
    );
    const { report } = body;
    expect(report.theyStarted).toBe(1);
    expect(report.reactions).toBe(2);
    expect(report.sentNotLogged).toEqual([
      {
        counterpart: 'linkedin:lena-rossi',
        displayName: 'Lena Rossi',
        profileUrl: 'https://www.linkedin.com/in/lena-rossi',
        sentAt: lena.firstSentAt,
        needsMatch: false,
        followUps: 0,
      },
    ]);
    expect(report.repliedNotLogged.map((r) => r.counterpart).sort()).toEqual([
      'linkedin:lena-rossi',
      'linkedin:zoe-kraus',
    ]);
    const totals = report.days.reduce(
      (sum, day) => ({
        started: sum.started + day.started,
        logged: sum.logged + day.logged,
        replies: sum.replies + day.replies,
      }),
      { started: 0, logged: 0, replies: 0 },
    );
    expect(totals).toEqual({ started: 2, logged: 1, replies: 2 });
    expect(report).toMatchObject({ exportedDms: 2, loggedBefore: 1 });
    expect(report.profileKeys.sort()).toEqual(['linkedin:lena-rossi', 'linkedin:zoe-kraus']);
    // The check's last step records it: the coach sees when, and that one of the two DMs had
    // been logged (counts only).
    await read(member.api.exports.report.logged.$post({ json: lastStep('linkedin', report) }));
    const cohort = await read(
      community.admin.api.admin.cohort.$get({ query: { q: 'Mila Stone' } }),
    );
    expect(cohort.body.rows.map((row) => row.exportCheck)).toEqual([
      { checkedAt: expect.any(String), exportedDms: 2, loggedBefore: 1 },
    ]);

    const applied = await read(
      member.api.exports.apply.$post({ json: { platform: 'linkedin', conversations } }),
    );
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ dmsAdded: 1, repliesAdded: 2 });
    const rows = await rowsOf(member.userId);
    expect(rows).toHaveLength(2);
    const lenaDm = rows.find((row) => row.profileKey === 'linkedin:lena-rossi');
    expect(lenaDm?.sentAt.toISOString()).toBe(lena.firstSentAt);
    expect(lenaDm?.responseAt?.toISOString()).toBe(lena.firstReplyAt);
    expect(lenaDm?.prospectName).toBe('Lena Rossi');
    expect(lenaDm?.scriptUsed).toBe(vaultScriptKey(VAULT_NICHES[0].id, 0));
    const zoeDm = rows.find((row) => row.profileKey === 'linkedin:zoe-kraus');
    expect(zoeDm?.responseReceived).toBe(true);
    // The triggers made Lena a prospect who replied.
    const [lenaProspect] = await t.database.db
      .select()
      .from(prospects)
      .where(eq(prospects.id, lenaDm!.prospectId!));
    expect(lenaProspect.repliedAt?.toISOString()).toBe(lena.firstReplyAt);
    // Script analytics say how many of the script's DMs came from an export.
    const stats = await read(member.api.analytics.scripts.$get({ query: { days: '30' } }));
    expect(stats.body.scripts.map((row) => [row.key, row.prospects, row.fromExport])).toEqual([
      [vaultScriptKey(VAULT_NICHES[0].id, 0), 1, 1],
    ]);

    // The same export again adds nothing; next month's, overlapping, adds only what is new.
    const again = await read(
      member.api.exports.apply.$post({ json: { platform: 'linkedin', conversations } }),
    );
    expect(again.body).toEqual({ applyId: null, dmsAdded: 0, repliesAdded: 0, followUpsAdded: 0 });
    const max = fact({
      counterpart: 'linkedin:max-berg',
      displayName: 'Max Berg',
      firstSentAt: ago(2),
    });
    const next = await read(
      member.api.exports.apply.$post({
        json: { platform: 'linkedin', conversations: [lena, zoe, max] },
      }),
    );
    expect(next.body).toMatchObject({ dmsAdded: 1, repliesAdded: 0 });
    expect(await rowsOf(member.userId)).toHaveLength(3);
    const after = await read(
      member.api.exports.report.$post({ json: { platform: 'linkedin', conversations } }),
    );
    expect(after.body.report.sentNotLogged).toEqual([]);
    expect(after.body.report.repliedNotLogged).toEqual([]);

    // Another member cannot undo it; Undo takes back that apply only, once.
    const stranger = await community.approved('Stan Ger');
    const id = applied.body.applyId!;
    const param = { param: { id } };
    expect((await readRefusal(stranger.api.exports.applies[':id'].undo.$post(param))).status).toBe(
      404,
    );
    const listed = (await read(member.api.exports.applies.$get())).body.applies;
    expect(listed.map((apply) => [apply.id, apply.dmsAdded, apply.repliesAdded])).toEqual([
      [next.body.applyId, 1, 0],
      [id, 1, 2],
    ]);
    expect((await read(stranger.api.exports.applies.$get())).body.applies).toEqual([]);
    const undone = await read(member.api.exports.applies[':id'].undo.$post(param));
    expect(undone.body).toEqual({ dmsRemoved: 1, repliesRemoved: 1 });
    const left = await rowsOf(member.userId);
    expect(left.map((row) => row.profileKey).sort()).toEqual([
      'linkedin:max-berg',
      'linkedin:zoe-kraus',
    ]);
    expect(left.find((row) => row.profileKey === 'linkedin:zoe-kraus')?.responseReceived).toBe(
      false,
    );
    expect((await readRefusal(member.api.exports.applies[':id'].undo.$post(param))).status).toBe(
      404,
    );
    expect((await read(member.api.exports.applies.$get())).body.applies).toHaveLength(1);
    expect(
      (await readRefusal(member.api.exports.applies[':id'].undo.$post({ param: { id: 'nope' } })))
        .status,
    ).toBe(404);
  });

  it('adds the later messages as follow-ups, one per day, never twice, and Undo removes them', async () => {
    const member = await community.approved('Fay Follow');
    // Logged by hand today: a follow-up the export also holds (the same local day).
    await logDm(member, 'linkedin.com/in/ivo-petrov');
    // The export's times count from that DM's, so its "today" is the day the DM was logged.
    const loggedAt = (await rowsOf(member.userId))[0].sentAt.getTime();
    const firstSentAt = new Date(loggedAt - 10 * DAY).toISOString();
    // Two days later, twice an hour apart inside that day (the member's zone is UTC), whatever
    // the hour the test runs at: one follow-up. Today's message a minute before or after the
    // logged one, inside its day (a minute before, at 00:00:30 UTC, was yesterday's).
    const minuteOfDay = (loggedAt % DAY) / 60_000;
    const twiceThatDay = minuteOfDay >= 60 ? [2 * 1440 - 60, 2 * 1440] : [2 * 1440, 2 * 1440 + 60];
    const today = minuteOfDay >= 1 ? 10 * 1440 - 1 : 10 * 1440 + 1;
    const ivo = fact({
      counterpart: 'linkedin:ivo-petrov',
      displayName: 'Ivo Petrov',
      firstSentAt,
      sentCount: 5,
      // Two days later (twice that day), five days later, and today.
      followUps: [...twiceThatDay, 5 * 1440, today],
    });
    const json = { platform: 'linkedin' as const, conversations: [ivo] };
    const { report } = (await read(member.api.exports.report.$post({ json }))).body;
    expect(report.followUps).toBe(3);
    expect(report.followUpsNotLogged).toBe(2);
    expect(report.sentNotLogged.map((row) => row.followUps)).toEqual([2]);

    const applied = await read(member.api.exports.apply.$post({ json }));
    expect(applied.body).toMatchObject({ dmsAdded: 1, followUpsAdded: 2 });
    const rows = (await rowsOf(member.userId)).sort((a, b) => +a.sentAt - +b.sentAt);
    const after = (minutes: number) =>
      new Date(Date.parse(ivo.firstSentAt!) + minutes * 60_000).toISOString();
    expect(rows.map((row) => [row.sentAt.toISOString(), row.isFirst])).toEqual([
      [ivo.firstSentAt, true],
      [after(twiceThatDay[0]), false],
      [after(5 * 1440), false],
      [rows[3].sentAt.toISOString(), false], // the one logged by hand
    ]);
    expect(new Set(rows.map((row) => row.prospectId)).size).toBe(1);

    // Again, or a later export that starts at the second message, adds nothing.
    expect((await read(member.api.exports.apply.$post({ json }))).body.applyId).toBeNull();
    const later = {
      ...ivo,
      firstSentAt: new Date(loggedAt - 8 * DAY).toISOString(),
      followUps: [3 * 1440],
    };
    const overlap = await read(
      member.api.exports.apply.$post({ json: { ...json, conversations: [later] } }),
    );
    expect(overlap.body).toEqual({
      applyId: null,
      dmsAdded: 0,
      repliesAdded: 0,
      followUpsAdded: 0,
    });

    const undone = await read(
      member.api.exports.applies[':id'].undo.$post({ param: { id: applied.body.applyId! } }),
    );
    expect(undone.body.dmsRemoved).toBe(3);
    expect(await rowsOf(member.userId)).toHaveLength(1);
  });

  it('lists DMs logged in the export’s range that the export does not hold', async () => {
    const member = await community.approved('Nia Only');
    await logDm(member, 'linkedin.com/in/only-logged');
    await logDm(member, 'linkedin.com/in/in-the-export');
    const conversations = [
      fact({
        counterpart: 'linkedin:elsewhere',
        firstSentAt: ago(3),
        firstReplyAt: new Date(Date.now() + 60_000).toISOString(),
      }),
      fact({ counterpart: 'linkedin:in-the-export', firstSentAt: ago(2) }),
    ];
    // Each conversation in a part of its own, as a long export is sent: the last step gets every
    // part's profiles.
    const parts = [];
    for (const conversation of conversations) {
      const json = { platform: 'linkedin' as const, conversations: [conversation] };
      parts.push((await read(member.api.exports.report.$post({ json }))).body.report);
    }
    const merged = mergeReportParts('linkedin', parts);
    const logged = await read(
      member.api.exports.report.logged.$post({ json: lastStep('linkedin', merged) }),
    );
    expect(logged.body.loggedNotInExport.map((row) => row.prospectName)).toEqual(['Only Logged']);
  });

  it('keeps a saved script only when it is the member’s own', async () => {
    const member = await community.approved('Sia Scripts');
    const foreign = `saved:${crypto.randomUUID()}`;
    const json = {
      platform: 'linkedin' as const,
      conversations: [fact({ counterpart: 'linkedin:sia-target', scriptUsed: foreign })],
    };
    expect((await read(member.api.exports.apply.$post({ json }))).body.dmsAdded).toBe(1);
    const [row] = await rowsOf(member.userId);
    expect(row.scriptUsed).toBeNull();
    const unknown = { ...json.conversations[0], scriptUsed: 'vault:nowhere:0' };
    const refused = await readRefusal(
      member.api.exports.report.$post({ json: { platform: 'linkedin', conversations: [unknown] } }),
    );
    expect(refused.status).toBe(400);
  });

  it('refuses message text and unknown fields (only facts reach the server)', async () => {
    const member = await community.approved('Tex Tless');
    const withText = { ...fact({ counterpart: 'linkedin:zoe-kraus' }), firstText: 'Hi Zoë' };
    const refused = await readRefusal(
      member.api.exports.report.$post({
        json: invalid({ platform: 'linkedin', conversations: [withText] }),
      }),
    );
    expect(refused.status).toBe(400);
  });
});

describe('facts no platform can produce', () => {
  it('refuses a time before the platform existed or after tomorrow with 400 naming the field, and writes nothing', async () => {
    const member = await community.approved('Fay Facts');
    const good = fact({ counterpart: 'linkedin:fay-good' });
    const tomorrowsEnd = new Date(Date.now() + 49 * 3_600_000).toISOString();
    const cases: Array<[Partial<ConversationFact>, string, RegExp]> = [
      [{ firstSentAt: '0000-01-01T00:00:00Z' }, 'firstSentAt', /before the platform existed/],
      [{ firstSentAt: '0001-01-01T00:00:00Z' }, 'firstSentAt', /before the platform existed/],
      [{ firstSentAt: '2003-05-01T12:00:00Z' }, 'firstSentAt', /\(2003-05-05\)/],
      [{ firstSentAt: '9999-12-31T23:59:59Z' }, 'firstSentAt', /after tomorrow/],
      [{ firstSentAt: tomorrowsEnd }, 'firstSentAt', /after tomorrow/],
      [{ firstReplyAt: '9999-01-01T00:00:00Z' }, 'firstReplyAt', /after tomorrow/],
      [{ firstSentAt: ago(1), followUps: [60, 4 * 24 * 60] }, 'followUps.1', /after tomorrow/],
      [
        {
          platform: 'instagram',
          counterpart: 'instagram:fay',
          firstSentAt: '2010-10-01T00:00:00Z',
        },
        'firstSentAt',
        /\(2010-10-06\)/,
      ],
    ];
    for (const [over, field, message] of cases) {
      const bad = fact({ counterpart: 'linkedin:fay-bad', ...over });
      const json = { platform: bad.platform, conversations: [good, bad] };
      for (const route of [member.api.exports.report, member.api.exports.apply]) {
        const refused = await readRefusal(route.$post({ json }));
        const name = `conversations.1.${field}`;
        expect(refused.status, `${name} ${JSON.stringify(over)}`).toBe(400);
        expect(refused.body.error.message).toMatch(new RegExp(`^${name}: `));
        expect(refused.body.error.fields?.[name]).toMatch(message);
      }
    }
    // Within the limits: the platform's first day (begun at UTC+14), and tomorrow.
    const edges = [
      fact({ counterpart: 'linkedin:fay-first-day', firstSentAt: '2003-05-05T00:00:00Z' }),
      fact({
        counterpart: 'linkedin:fay-tomorrow',
        firstSentAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      }),
    ];
    const json = { platform: 'linkedin' as const, conversations: edges };
    expect((await read(member.api.exports.report.$post({ json }))).status).toBe(200);
    expect(await rowsOf(member.userId)).toEqual([]);
  });

  it('writes a conversation repeated in one payload once: its first copy', async () => {
    const member = await community.approved('Rhea Repeat');
    const first = fact({
      counterpart: 'linkedin:rhea-twice',
      firstSentAt: ago(6),
      followUps: [2 * 24 * 60],
    });
    const copy = { ...first, firstSentAt: ago(3), followUps: [] };
    const json = { platform: 'linkedin' as const, conversations: [first, copy, first] };
    const { report } = (await read(member.api.exports.report.$post({ json }))).body;
    expect(report.sentNotLogged).toEqual([
      expect.objectContaining({ counterpart: first.counterpart, sentAt: first.firstSentAt }),
    ]);
    expect(report.days.reduce((sum, day) => sum + day.started, 0)).toBe(1);
    const applied = await read(member.api.exports.apply.$post({ json }));
    expect(applied.body).toMatchObject({ dmsAdded: 1, followUpsAdded: 1 });
    const rows = await rowsOf(member.userId);
    expect(rows.map((row) => row.sentAt.toISOString()).sort()).toEqual(
      [first.firstSentAt!, new Date(Date.parse(first.firstSentAt!) + 2 * DAY).toISOString()].sort(),
    );
  });
});

describe('counterparts without a profile URL (X ids, Facebook names)', () => {
  it('waits for the member to match one to a prospect, and remembers the match', async () => {
    const member = await community.approved('Xena Ids');
    await logDm(member, 'x.com/zoe_k');
    const [prospect] = await t.database.db
      .select()
      .from(prospects)
      .where(eq(prospects.userId, member.userId));
    const x = fact({
      platform: 'twitter',
      counterpart: 'twitter-id:2200000002',
      profileUrl: null,
      displayName: '2200000002',
      firstSentAt: ago(20),
      firstReplyAt: ago(19),
    });
    const json = { platform: 'twitter' as const, conversations: [x] };

    const before = await read(member.api.exports.report.$post({ json }));
    expect(before.body.report.sentNotLogged).toEqual([
      expect.objectContaining({ counterpart: x.counterpart, needsMatch: true }),
    ]);
    expect((await read(member.api.exports.apply.$post({ json }))).body.dmsAdded).toBe(0);

    const stranger = await community.approved('Sam Other');
    const match = { counterpart: x.counterpart, prospectId: prospect.id };
    expect((await readRefusal(stranger.api.exports.matches.$put({ json: match }))).status).toBe(
      404,
    );
    expect((await read(member.api.exports.matches.$put({ json: match }))).status).toBe(200);

    const applied = await read(member.api.exports.apply.$post({ json }));
    expect(applied.body).toMatchObject({ dmsAdded: 1, repliesAdded: 1 });
    const rows = await t.database.db
      .select()
      .from(dms)
      .where(and(eq(dms.userId, member.userId), eq(dms.prospectId, prospect.id)));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.sentAt.toISOString() === x.firstSentAt)?.isFirst).toBe(true);
  });
});

describe('limits per member', () => {
  it('refuses reports and applies past the limit with 429 and Retry-After; others are not held', async () => {
    const busy = await community.approved('Bea Busy');
    const other = await community.approved('Otto Other');
    const json = { platform: 'linkedin' as const, conversations: [] };
    // The member's window already holds all but one (a loop's worth) of the 10 minutes' checks.
    await t.deps.rateCounter.hit(
      `member:export-check:${busy.userId}`,
      600,
      EXPORT_CHECKS_PER_10_MINUTES - 1,
    );
    expect((await read(busy.api.exports.report.$post({ json }))).status).toBe(200);
    const refused = await readRefusal(busy.api.exports.report.$post({ json }));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^You've reached the limit of 400 export checks and applies per 10 minutes\. Please try again in \d+ minutes\.$/,
      ),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readRefusal(busy.api.exports.apply.$post({ json }))).status).toBe(429);
    expect((await read(other.api.exports.report.$post({ json }))).status).toBe(200);
  });
});

describe('a long export, in parts', () => {
  it('adds every part to one apply, which Undo takes back whole', async () => {
    const member = await community.approved('Pia Parts');
    const conversations = Array.from({ length: 30 }, (_, i) =>
      fact({
        counterpart: `linkedin:pia-lead-${i}`,
        firstSentAt: ago(40 - i),
        followUps: [2 * 24 * 60, 5 * 24 * 60],
      }),
    );
    const parts = [conversations.slice(0, 10), conversations.slice(10)];
    const first = await read(
      member.api.exports.apply.$post({ json: { platform: 'linkedin', conversations: parts[0] } }),
    );
    expect(first.body).toMatchObject({ dmsAdded: 10, followUpsAdded: 20 });
    const applyId = first.body.applyId!;
    const second = await read(
      member.api.exports.apply.$post({
        json: { platform: 'linkedin', conversations: parts[1], applyId },
      }),
    );
    expect(second.body).toMatchObject({ applyId, dmsAdded: 20, followUpsAdded: 40 });
    expect(await rowsOf(member.userId)).toHaveLength(90);
    const applies = (await read(member.api.exports.applies.$get())).body.applies;
    expect(applies).toEqual([
      expect.objectContaining({ id: applyId, dmsAdded: 30, followUpsAdded: 60 }),
    ]);
    // Sent again (a part retried), nothing is written twice.
    const again = await read(
      member.api.exports.apply.$post({
        json: { platform: 'linkedin', conversations: parts[1], applyId },
      }),
    );
    expect(again.body).toMatchObject({ dmsAdded: 0, followUpsAdded: 0 });

    // Another member's apply, or one of another platform, is not this member's to add to.
    const stranger = await community.approved('Sol Stranger');
    for (const [caller, platform] of [
      [stranger, 'linkedin'],
      [member, 'instagram'],
    ] as const) {
      const refused = await readRefusal(
        caller.api.exports.apply.$post({
          json: {
            platform,
            conversations: [fact({ platform, counterpart: `${platform}:someone-else` })],
            applyId,
          },
        }),
      );
      expect(refused.status).toBe(404);
    }
    expect(await rowsOf(stranger.userId)).toEqual([]);

    const undone = await read(
      member.api.exports.applies[':id'].undo.$post({ param: { id: applyId } }),
    );
    expect(undone.body).toEqual({ dmsRemoved: 90, repliesRemoved: 0 });
    expect(await rowsOf(member.userId)).toEqual([]);
  });

  it('refuses a part of more than 250 conversations or 2,500 messages', async () => {
    const member = await community.approved('Max Parts');
    const days = (count: number) => Array.from({ length: count }, (_, i) => (i + 1) * 24 * 60);
    const many = (count: number, followUps: number) =>
      Array.from({ length: count }, (_, i) =>
        fact({
          counterpart: `linkedin:max-${i}`,
          firstSentAt: ago(35),
          followUps: days(followUps),
        }),
      );
    // 250 conversations of 10 messages each are 2,500: one more message is over.
    const overMessages = many(250, 9);
    overMessages[0] = { ...overMessages[0], followUps: days(10) };
    for (const conversations of [many(251, 0), overMessages]) {
      const json = { platform: 'linkedin' as const, conversations };
      for (const route of [member.api.exports.report, member.api.exports.apply]) {
        const refused = await readRefusal(route.$post({ json }));
        expect(refused.status).toBe(400);
        expect(refused.body.error.message).toMatch(
          /Send at most 250 conversations and 2,500 messages in one part/,
        );
      }
    }
    const json = { platform: 'linkedin' as const, conversations: many(250, 9) };
    expect((await read(member.api.exports.report.$post({ json }))).status).toBe(200);
    expect(await rowsOf(member.userId)).toEqual([]);
  });
});
