import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { celebrations, dms } from '@/server/db/schema';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, read, type Caller } from '@/test/http';
import { addDays, localDay, localDayBounds } from '@/shared/domain/day';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let seq = 0;

/** A DM row written straight to the table, with the instants the fixture needs. */
async function insertDm(
  userId: UserId,
  at: { sentAt: Date; responseAt?: Date; meetingAt?: Date; setterName?: string },
) {
  const handle = `fixture-${seq++}`;
  const [row] = await t.database.db
    .insert(dms)
    .values({
      userId,
      prospectName: handle,
      platform: 'instagram',
      setterName: at.setterName ?? 'Self',
      profileUrl: `https://instagram.com/${handle}`,
      profileKey: `instagram:${handle}`,
      sentAt: at.sentAt,
      responseReceived: Boolean(at.responseAt),
      responseAt: at.responseAt ?? null,
      meetingBooked: Boolean(at.meetingAt),
      meetingAt: at.meetingAt ?? null,
    })
    .returning({ id: dms.id });
  return row.id;
}

async function memberIn(timeZone: string, name: string) {
  const member = await community.approved(name);
  expect((await read(member.api.settings.$patch({ json: { timeZone } }))).status).toBe(200);
  return member;
}

const today = async (member: Caller) => {
  const answer = await read(member.api.tracker.today.$get());
  expect(answer.status).toBe(200);
  return answer.body;
};
const candidates = async (member: Caller, kind: 'reply' | 'meeting') =>
  (
    await read(
      kind === 'reply'
        ? member.api.tracker['reply-candidates'].$get({ query: {} })
        : member.api.tracker['meeting-candidates'].$get(),
    )
  ).body.dms;
const replyPage = async (member: Caller, query: { q?: string; cursor?: string }) =>
  (await read(member.api.tracker['reply-candidates'].$get({ query }))).body;

/** Midnight UTC that falls inside the member's local day `day` (it always exists for |offset| < 24 h). */
function utcMidnightWithin([start, end]: [Date, Date]): Date {
  const candidate = new Date(start);
  candidate.setUTCHours(0, 0, 0, 0);
  while (candidate < start) candidate.setTime(candidate.getTime() + DAY);
  expect(candidate < end).toBe(true);
  return candidate;
}

describe('GET /api/tracker/today in the member’s local day', () => {
  it.each([
    ['America/Los_Angeles', 'Lana LosAngeles'],
    ['Australia/Brisbane', 'Bri Brisbane'],
  ])('counts DMs, replies and meetings by the local day in %s', async (timeZone, name) => {
    const member = await memberIn(timeZone, name);
    const day = localDay(new Date(), timeZone);
    const [start, end] = localDayBounds(day, timeZone);
    const midnightUtc = utcMidnightWithin([start, end]);

    // Around midnight UTC: both sides are the same local day, though different UTC days.
    const justBefore = await insertDm(member.userId, {
      sentAt: new Date(midnightUtc.getTime() - MINUTE),
    });
    await insertDm(member.userId, { sentAt: new Date(midnightUtc.getTime() + MINUTE) });
    // The local day's edges: the last minute of yesterday and the first of tomorrow do not count.
    await insertDm(member.userId, { sentAt: new Date(start.getTime() - MINUTE) });
    await insertDm(member.userId, { sentAt: start });
    await insertDm(member.userId, { sentAt: new Date(end.getTime() + MINUTE) });
    // Sent yesterday, answered and booked today: counts as today's reply and meeting, not DM.
    await insertDm(member.userId, {
      sentAt: new Date(start.getTime() - 2 * DAY),
      responseAt: new Date(start.getTime() + MINUTE),
      meetingAt: new Date(start.getTime() + 2 * MINUTE),
      setterName: 'Alex',
    });
    // Answered before today began: not today's reply.
    await insertDm(member.userId, {
      sentAt: new Date(start.getTime() - 3 * DAY),
      responseAt: new Date(start.getTime() - MINUTE),
    });

    const body = await today(member);
    expect(body).toMatchObject({
      day,
      timeZone,
      dmsSent: 3,
      responses: 1,
      meetings: 1,
      celebrated: false,
    });
    // Of today's 3 new prospects none replied: the reply logged today is an earlier prospect's.
    expect(body).toMatchObject({ newDms: 3, followUps: 0, replied: 0, replyRate: 0 });
    expect(body.setters).toEqual([
      {
        setterName: 'Self',
        dmsSent: 3,
        newDms: 3,
        followUps: 0,
        replied: 0,
        responses: 0,
        meetings: 0,
      },
      {
        setterName: 'Alex',
        dmsSent: 0,
        newDms: 0,
        followUps: 0,
        replied: 0,
        responses: 1,
        meetings: 1,
      },
    ]);

    // Candidates follow the same rows: prospects waiting for a reply, the last touched first.
    const reply = await candidates(member, 'reply');
    expect(reply).toHaveLength(5);
    expect(reply.map((dm) => dm.sentAt)).toEqual(
      [...reply.map((dm) => dm.sentAt)].sort().reverse(),
    );
    expect(reply.some((dm) => dm.id === justBefore)).toBe(true);
    const meeting = await candidates(member, 'meeting');
    expect(meeting).toHaveLength(1);
    expect(meeting[0].responseAt).toBe(new Date(start.getTime() - MINUTE).toISOString());
  });

  it('answers only for the caller and needs an approved session', async () => {
    const busy = await community.approved('Busy Bee');
    const quiet = await community.approved('Quiet Quinn');
    await insertDm(busy.userId, { sentAt: new Date() });
    expect((await today(quiet)).dmsSent).toBe(0);
    expect(await candidates(quiet, 'reply')).toEqual([]);
    const pending = await community.pending();
    expect((await read(pending.api.tracker.today.$get())).status).toBe(403);
    expect((await read(pending.api.tracker.celebrate.$post())).status).toBe(403);
    expect((await read(pending.api.tracker['reply-candidates'].$get({ query: {} }))).status).toBe(
      403,
    );
  });
});

describe('goal from /api/tracker/today', () => {
  it('is 28 solo and 28 + 100 × setters in team mode, from the server preferences', async () => {
    const member = await community.approved();
    expect(await today(member)).toMatchObject({ soloMode: true, settersCount: 0, goal: 28 });
    await read(member.api.settings.$patch({ json: { soloMode: false, settersCount: 2 } }));
    expect(await today(member)).toMatchObject({ soloMode: false, settersCount: 2, goal: 228 });
    await read(member.api.settings.$patch({ json: { settersCount: 5 } }));
    expect((await today(member)).goal).toBe(528);
    await read(member.api.settings.$patch({ json: { settersCount: 0 } }));
    expect((await today(member)).goal).toBe(28);
    await read(member.api.settings.$patch({ json: { soloMode: true, settersCount: 3 } }));
    expect((await today(member)).goal).toBe(28);
    expect((await read(member.api.settings.$patch({ json: { settersCount: 6 } }))).status).toBe(
      400,
    );
  });

  it('counts logged DMs, replies and meetings through the DM API at once', async () => {
    const member = await community.approved();
    const logged = await read(
      member.api.dms.$post({
        json: {
          profileUrl: 'https://linkedin.com/in/jo-today',
        },
        header: {},
      }),
    );
    await read(member.api.dms[':id'].reply.$post({ param: { id: logged.body.dm.id }, header: {} }));
    await read(
      member.api.dms[':id'].meeting.$post({ param: { id: logged.body.dm.id }, header: {} }),
    );
    expect(await today(member)).toMatchObject({ dmsSent: 1, responses: 1, meetings: 1 });
    expect((await today(member)).replyRate).toBe(100);
    await read(member.api.dms[':id'].meeting.$delete({ param: { id: logged.body.dm.id } }));
    expect(await today(member)).toMatchObject({ dmsSent: 1, responses: 1, meetings: 0 });
  });
});

describe('POST /api/tracker/celebrate', () => {
  it('is refused below the goal and records exactly one first under concurrency', async () => {
    const member = await memberIn('Australia/Brisbane', 'Cel Ebrate');
    const early = await read(member.api.tracker.celebrate.$post());
    expect(early.status).toBe(409);
    const now = Date.now();
    for (let i = 0; i < 28; i++) await insertDm(member.userId, { sentAt: new Date(now - i) });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => read(member.api.tracker.celebrate.$post())),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.first)).toHaveLength(1);
    const day = localDay(new Date(), 'Australia/Brisbane');
    expect(answers.every((answer) => answer.body.day === day)).toBe(true);
    expect((await today(member)).celebrated).toBe(true);
    const rows = await t.database.db
      .select()
      .from(celebrations)
      .where(and(eq(celebrations.userId, member.userId), eq(celebrations.day, day)));
    expect(rows).toHaveLength(1);
    expect((await read(member.api.tracker.celebrate.$post())).body.first).toBe(false);
  });

  it('resets at the next local midnight: yesterday’s celebration does not count today', async () => {
    const member = await memberIn('America/Los_Angeles', 'Yester Day');
    const day = localDay(new Date(), 'America/Los_Angeles');
    // The day before by the calendar (24 hours back is two days back after a 23-hour day).
    const yesterday = addDays(day, -1);
    await t.database.db.insert(celebrations).values({ userId: member.userId, day: yesterday });
    expect((await today(member)).celebrated).toBe(false);
    for (let i = 0; i < 28; i++) await insertDm(member.userId, { sentAt: new Date() });
    const answer = await read(member.api.tracker.celebrate.$post());
    expect(answer.body).toEqual({ day, first: true });
  });
});

describe('reply and meeting candidates', () => {
  it('lists every prospect waiting for a reply, the last touched first, a page at a time', async () => {
    const member = await community.approved();
    const now = Date.now();
    const waiting: string[] = [];
    for (let i = 0; i < 24; i++) {
      waiting.push(await insertDm(member.userId, { sentAt: new Date(now - i * DAY - DAY / 2) }));
    }
    // Older than the 20 latest DMs and than 30 days: still waiting, still listed.
    const old = await insertDm(member.userId, { sentAt: new Date(now - 90 * DAY) });
    await insertDm(member.userId, { sentAt: new Date(now - MINUTE), responseAt: new Date(now) });
    const first = await replyPage(member, {});
    expect(first.dms.map((dm) => dm.id)).toEqual(waiting.slice(0, 20));
    expect(first.nextCursor).not.toBeNull();
    const second = await replyPage(member, { cursor: first.nextCursor! });
    expect(second.dms.map((dm) => dm.id)).toEqual([...waiting.slice(20), old]);
    expect(second.nextCursor).toBeNull();

    // A follow-up to the oldest makes it the likeliest: first, by its first DM, with the
    // follow-up's time and count.
    const followedUp = await read(
      member.api.dms.$post({
        json: { profileUrl: second.dms.at(-1)!.profileUrl },
        header: {},
      }),
    );
    expect(followedUp.body.followUp).toBe(1);
    const top = (await replyPage(member, {})).dms[0];
    expect(top).toMatchObject({ id: old, followUps: 1, responseAt: null });
    expect(top.sentAt).toBe(followedUp.body.dm.sentAt);
  });

  it('searches all of the member’s waiting prospects by name or handle on the server', async () => {
    const member = await community.approved();
    const other = await community.approved();
    const logged = await read(
      member.api.dms.$post({
        json: { profileUrl: 'https://www.instagram.com/jade.fit' },
        header: {},
      }),
    );
    await read(
      member.api.prospects[':id'].$patch({
        param: { id: logged.body.prospect.id },
        json: { name: 'Jade Fitzgerald' },
      }),
    );
    for (let i = 0; i < 25; i++) await insertDm(member.userId, { sentAt: new Date() });
    await read(
      other.api.dms.$post({
        json: { profileUrl: 'https://www.instagram.com/jade.fitz' },
        header: {},
      }),
    );
    for (const q of ['jade.fit', '@jade.fit', 'FITZGERALD', 'jade']) {
      const found = await replyPage(member, { q });
      expect(
        found.dms.map((dm) => dm.prospectName),
        q,
      ).toEqual(['Jade Fitzgerald']);
    }
    expect((await replyPage(member, { q: 'nobody-here' })).dms).toEqual([]);
    expect(
      (await read(member.api.tracker['reply-candidates'].$get({ query: { cursor: 'x' } }))).status,
    ).toBe(400);
  });

  it('lists replied DMs without a meeting by reply time, newest first, at most 20', async () => {
    const member = await community.approved();
    const now = Date.now();
    const expected: string[] = [];
    for (let i = 0; i < 23; i++) {
      // Sent in an order unlike the replies', so the sort by response_at is visible.
      const id = await insertDm(member.userId, {
        sentAt: new Date(now - 40 * DAY + i * DAY),
        responseAt: new Date(now - (22 - i) * DAY - MINUTE),
      });
      expected.unshift(id);
    }
    await insertDm(member.userId, {
      sentAt: new Date(now - 2 * DAY),
      responseAt: new Date(now - DAY),
      meetingAt: new Date(now),
    });
    await insertDm(member.userId, { sentAt: new Date(now - MINUTE) });
    await insertDm(member.userId, {
      sentAt: new Date(now - 60 * DAY),
      responseAt: new Date(now - 31 * DAY),
    });
    const list = await candidates(member, 'meeting');
    expect(list.map((dm) => dm.id)).toEqual(expected.slice(0, 20));
    expect(list.every((dm) => dm.responseAt !== null)).toBe(true);
  });

  it('a DM leaves the reply list once replied, and the meeting list once booked', async () => {
    const member = await community.approved();
    const logged = await read(
      member.api.dms.$post({
        json: {
          profileUrl: 'instagram.com/leaving',
        },
        header: {},
      }),
    );
    const id = logged.body.dm.id;
    expect((await candidates(member, 'reply')).map((dm) => dm.id)).toEqual([id]);
    expect(await candidates(member, 'meeting')).toEqual([]);
    await read(member.api.dms[':id'].reply.$post({ param: { id }, header: {} }));
    expect(await candidates(member, 'reply')).toEqual([]);
    expect((await candidates(member, 'meeting')).map((dm) => dm.id)).toEqual([id]);
    await read(member.api.dms[':id'].meeting.$post({ param: { id }, header: {} }));
    expect(await candidates(member, 'meeting')).toEqual([]);
  });
});
