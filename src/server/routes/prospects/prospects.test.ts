import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '@/server/db/query-rows';
import type { Db } from '@/server/db/client';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read, type Answer, type Caller } from '@/test/http';
import { insertDms } from '@/test/dm-fixtures';
import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import type { Prospect, ProspectPage, prospectsQuery } from '@/shared/schemas/prospects';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

const names = (page: { items: Prospect[] }) => page.items.map((prospect) => prospect.name);

type Member = Caller & { userId: UserId };

const logDm = async (member: Member, profileUrl: string) => {
  const answer = await read(
    member.api.dms.$post({
      json: { profileUrl },
      header: { 'idempotency-key': crypto.randomUUID() },
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

/** The stat cards (read from the dm_daily rollup) count what the prospects table holds. */
const expectStatsOfProspects = async (member: Member) => {
  const [counted] = await queryRows<{ prospects: number; replied: number; meetings: number }>(
    t.database.db as Db,
    sql`select count(*)::int as prospects,
               (count(*) filter (where replied_at is not null))::int as replied,
               (count(*) filter (where meeting_at is not null))::int as meetings
        from prospects where user_id = ${member.userId} and merged_into is null`,
  );
  const stats = await read(member.api.prospects.stats.$get());
  expect(stats.body).toMatchObject(counted);
};

describe('one prospect, one conversation', () => {
  it('makes two DMs to one profile one prospect with a first DM and a follow-up', async () => {
    const member = await community.approved('Nora Nina');
    const first = await logDm(member, 'https://www.instagram.com/nina.creates');
    expect(first.followUp).toBeNull();
    const lookup = await read(
      member.api.dms.lookup.$get({ query: { profileUrl: 'instagram.com/nina.creates/' } }),
    );
    expect(lookup.body.prospect).toMatchObject({ name: first.prospect.name, touches: 1 });
    const second = await logDm(member, 'https://instagram.com/nina.creates?igsh=abc');
    expect(second.followUp).toBe(1);
    expect(second.dm.profileUrl).toBe('https://instagram.com/nina.creates'); // no ?igsh=
    expect(second.prospect).toMatchObject({ id: first.prospect.id, touches: 2 });

    const page = await read(member.api.prospects.$get({ query: {} }));
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0]).toMatchObject({ touches: 2, status: 'sent' });
    const details = await read(
      member.api.prospects[':id'].$get({ param: { id: first.prospect.id } }),
    );
    expect(details.body.timeline.map((event) => [event.kind, event.number])).toEqual([
      ['first_dm', 1],
      ['follow_up', 2],
    ]);
    const stats = await read(member.api.prospects.stats.$get());
    expect(stats.body).toMatchObject({ prospects: 1, thisWeek: 1, replied: 0 });
  });

  it('logs a reply once per prospect, on its first DM, whichever DM it is logged on', async () => {
    const member = await community.approved('Rhea Reply');
    const first = await logDm(member, 'https://x.com/rhea_lead');
    const followUp = await logDm(member, 'https://x.com/rhea_lead');
    const reply = await read(
      member.api.dms[':id'].reply.$post({ param: { id: followUp.dm.id }, header: {} }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.dm.id).toBe(first.dm.id);
    const again = await read(
      member.api.dms[':id'].reply.$post({ param: { id: first.dm.id }, header: {} }),
    );
    expect(again.status).toBe(409);
    const stats = await read(member.api.prospects.stats.$get());
    expect(stats.body).toMatchObject({ prospects: 1, replied: 1, replyRate: 100 });
  });

  it('attaches a new profile to a prospect of the same name when asked', async () => {
    const member = await community.approved('Ada Attach');
    const first = await logDm(member, 'https://www.instagram.com/jade.fit');
    await read(
      member.api.prospects[':id'].$patch({
        param: { id: first.prospect.id },
        json: { name: 'Jade Fit', companyName: 'Fit Co' },
      }),
    );
    const lookup = await read(
      member.api.dms.lookup.$get({ query: { profileUrl: 'https://www.linkedin.com/in/jade-fit' } }),
    );
    expect(lookup.body.prospect).toBeNull();
    expect(lookup.body.nameMatches.map((match) => match.id)).toEqual([first.prospect.id]);
    const attached = await read(
      member.api.dms.$post({
        json: { profileUrl: 'https://www.linkedin.com/in/jade-fit', prospectId: first.prospect.id },
        header: {},
      }),
    );
    expect(attached.status).toBe(201);
    expect(attached.body.followUp).toBe(1);
    expect(attached.body.prospect).toMatchObject({ id: first.prospect.id, touches: 2 });
    const details = await read(
      member.api.prospects[':id'].$get({ param: { id: first.prospect.id } }),
    );
    expect(details.body.prospect.profiles.map((profile) => profile.platform).sort()).toEqual([
      'instagram',
      'linkedin',
    ]);
    // A profile that already belongs to a prospect cannot be attached to another.
    const other = await logDm(member, 'https://x.com/someone_else');
    const refused = await read(
      member.api.dms.$post({
        json: { profileUrl: 'https://x.com/someone_else', prospectId: first.prospect.id },
        header: {},
      }),
    );
    expect(refused.status).toBe(409);
    expect(other.prospect.id).not.toBe(first.prospect.id);
  });
});

describe('merge', () => {
  it('makes two prospects one, moves the reply to the first DM of all, and Undo restores both', async () => {
    const member = await community.approved('Mia Merge');
    await insertDms(t, member.userId, [
      { url: 'https://www.instagram.com/nina_ig', prospectName: 'Nina', sentAt: ago(72) },
      {
        url: 'https://www.linkedin.com/in/nina-li',
        prospectName: 'Nina',
        companyName: 'Studio N',
        sentAt: ago(48),
        responseAt: ago(40),
      },
      { url: 'https://x.com/unrelated', prospectName: 'Otto', sentAt: ago(10) },
    ]);
    const list = (await read(member.api.prospects.$get({ query: { q: 'nina' } }))).body.items;
    const linkedin = list.find((p) => p.profiles[0].platform === 'linkedin')!;
    const instagram = list.find((p) => p.profiles[0].platform === 'instagram')!;
    const details = await read(member.api.prospects[':id'].$get({ param: { id: linkedin.id } }));
    expect(details.body.communityCadence).toEqual([3, 7, 14]);
    expect(details.body.suggestions).toEqual([
      expect.objectContaining({ id: instagram.id, reason: 'same_name' }),
    ]);

    const merged = await read(
      member.api.prospects[':id'].merge.$post({
        param: { id: linkedin.id },
        json: { from: instagram.id },
      }),
    );
    expect(merged.status).toBe(200);
    expect(merged.body.prospect).toMatchObject({
      id: linkedin.id,
      touches: 2,
      companyName: 'Studio N',
      status: 'responded',
    });
    expect(merged.body.prospect.profiles).toHaveLength(2);
    const onPlatform = async (platform: 'instagram' | 'linkedin' | 'facebook') =>
      (await read(member.api.prospects.$get({ query: { platform } }))).body.items.map((p) => p.id);
    expect(await onPlatform('instagram')).toEqual([linkedin.id]);
    expect(names((await read(member.api.prospects.$get({ query: {} }))).body)).toHaveLength(2);
    const [rows] = await queryRows<{ first_with_reply: number; follow_ups_with_reply: number }>(
      t.database.db as Db,
      sql`select (count(*) filter (where is_first and response_received))::int as first_with_reply,
                 (count(*) filter (where not is_first and response_received))::int
                   as follow_ups_with_reply
          from dm_tracking where prospect_id = ${linkedin.id}`,
    );
    expect(rows).toEqual({ first_with_reply: 1, follow_ups_with_reply: 0 });
    await expectStatsOfProspects(member);
    const timeline = await read(member.api.prospects[':id'].$get({ param: { id: linkedin.id } }));
    expect(timeline.body.timeline.map((event) => event.kind)).toEqual([
      'first_dm',
      'follow_up',
      'reply',
    ]);

    const undone = await read(
      member.api.prospects[':id'].unmerge.$post({
        param: { id: linkedin.id },
        json: { from: instagram.id },
      }),
    );
    expect(undone.status).toBe(200);
    const after = (await read(member.api.prospects.$get({ query: { q: 'nina' } }))).body.items;
    expect(after.map((p) => [p.id, p.touches, p.status, p.companyName]).sort()).toEqual(
      [
        [linkedin.id, 1, 'responded', 'Studio N'],
        [instagram.id, 1, 'sent', ''],
      ].sort(),
    );
    await expectStatsOfProspects(member);
    expect(await onPlatform('instagram')).toEqual([instagram.id]);
    expect(await onPlatform('linkedin')).toEqual([linkedin.id]);
    // A DM edited to another platform moves its prospect with it.
    await (t.database.db as Db).execute(
      sql`update dm_tracking set platform = 'facebook' where prospect_id = ${instagram.id}`,
    );
    expect(await onPlatform('facebook')).toEqual([instagram.id]);
    expect(await onPlatform('instagram')).toEqual([]);
    const twice = await read(
      member.api.prospects[':id'].unmerge.$post({
        param: { id: linkedin.id },
        json: { from: instagram.id },
      }),
    );
    expect(twice.status).toBe(409);
    const self = await read(
      member.api.prospects[':id'].merge.$post({
        param: { id: linkedin.id },
        json: { from: linkedin.id },
      }),
    );
    expect(self.status).toBe(400);
  });
});

describe('search by handle', () => {
  it('finds a prospect by a profile’s handle, with or without its @, never another member’s', async () => {
    const member = await community.approved();
    const stranger = await community.approved();
    await logDm(member, 'https://www.instagram.com/jade.fit');
    await logDm(member, 'https://www.linkedin.com/in/jade-fitzgerald');
    await logDm(stranger, 'https://www.instagram.com/jade.fit');
    const search = async (q: string) =>
      names((await read(member.api.prospects.$get({ query: { q } }))).body);
    expect(await search('jade.fit')).toEqual(['Jade Fit']);
    expect(await search('@JADE.FIT')).toEqual(['Jade Fit']);
    expect((await search('fitzgerald')).toSorted()).toEqual(['Jade Fitzgerald']);
    expect((await search('jade')).toSorted()).toEqual(['Jade Fit', 'Jade Fitzgerald']);
  });
});

describe('the pipeline list', () => {
  let member: Member;
  beforeAll(async () => {
    member = await community.approved('Pia Pipeline');
    await insertDms(t, member.userId, [
      {
        url: 'https://linkedin.com/in/a',
        prospectName: 'Ann Sent',
        companyName: 'Acme Corp',
        sentAt: ago(1),
      },
      {
        url: 'https://instagram.com/b',
        prospectName: 'Bob Cold',
        notes: 'call back on Friday',
        sentAt: ago(8 * 24),
      },
      { url: 'https://x.com/c', prospectName: 'Cat Replied', sentAt: ago(48), responseAt: ago(47) },
      {
        url: 'https://linkedin.com/in/d',
        prospectName: 'Dee Closed',
        companyName: 'ACME Labs',
        sentAt: ago(10 * 24),
        responseAt: ago(9 * 24),
        meetingAt: ago(8 * 24),
      },
      {
        url: 'https://facebook.com/e',
        prospectName: 'Eve Replied',
        sentAt: ago(6 * 24),
        responseAt: ago(5 * 24),
      },
    ]);
  });

  const list = async (query: z.input<typeof prospectsQuery> = {}) => {
    const answer = await read(member.api.prospects.$get({ query }));
    expect(answer.status, JSON.stringify(query)).toBe(200);
    return answer.body;
  };

  it('filters by the spec statuses: sent, responded, closed, cold', async () => {
    expect(names(await list())).toEqual([
      'Ann Sent',
      'Cat Replied',
      'Eve Replied',
      'Bob Cold',
      'Dee Closed',
    ]);
    expect(names(await list({ status: 'all' }))).toHaveLength(5);
    expect(names(await list({ status: 'sent' }))).toEqual(['Ann Sent', 'Bob Cold']);
    expect(names(await list({ status: 'responded' }))).toEqual(['Cat Replied', 'Eve Replied']);
    expect(names(await list({ status: 'closed' }))).toEqual(['Dee Closed']);
    expect(names(await list({ status: 'cold' }))).toEqual(['Bob Cold']);
  });

  it('filters by platform; email is not a platform (400); a forged cursor is a 400', async () => {
    expect(names(await list({ platform: 'linkedin' }))).toEqual(['Ann Sent', 'Dee Closed']);
    for (const query of [
      { platform: 'email' },
      { platform: 'other' },
      { status: 'meeting' },
      { cursor: `2026-01-01T00:00:00.000000Z~${'-'.repeat(36)}` },
      { cursor: `2026-01-01T00:00:00.000000Z~${'a'.repeat(36)}` },
      { cursor: `2026-02-30T00:00:00.000000Z~${crypto.randomUUID()}` },
      { cursor: `0000-01-01T00:00:00.000000Z~${crypto.randomUUID()}` },
    ]) {
      expect((await read(member.api.prospects.$get({ query: invalid(query) }))).status).toBe(400);
    }
  });

  it('answers a search from the trigram index', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return queryRows<Record<string, string>>(
        tx as unknown as Db,
        sql`explain select id from prospects p where p.search_text like lower(${'%ACME%'})`,
      );
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain(
      'prospects_search_trgm_idx',
    );
  });

  it('searches name, company and notes, case-insensitively, with the filters', async () => {
    expect(names(await list({ q: 'acme' }))).toEqual(['Ann Sent', 'Dee Closed']);
    expect(names(await list({ q: 'acme', status: 'closed' }))).toEqual(['Dee Closed']);
    expect(names(await list({ q: 'FRIDAY' }))).toEqual(['Bob Cold']);
    expect(names(await list({ q: 'replied', platform: 'twitter' }))).toEqual(['Cat Replied']);
    expect(names(await list({ q: '%' }))).toEqual([]);
  });

  it('counts people on the stat cards, rates of the prospects messaged', async () => {
    const stats = await read(member.api.prospects.stats.$get());
    expect(stats.body).toEqual({
      prospects: 5,
      replied: 3,
      meetings: 1,
      thisWeek: 3,
      replyRate: 60,
      meetingRate: 20,
    });
  });

  it('edits a prospect: its DMs carry the new name; bad input is a 400', async () => {
    const [ann] = (await list({ q: 'ann' })).items;
    const edited = await read(
      member.api.prospects[':id'].$patch({
        param: { id: ann.id },
        json: { name: 'Ann Sentwell', notes: 'met at the conference' },
      }),
    );
    expect(edited.body.prospect).toMatchObject({
      name: 'Ann Sentwell',
      notes: 'met at the conference',
    });
    const [row] = await queryRows<{ prospect_name: string }>(
      t.database.db as Db,
      sql`select prospect_name from dm_tracking where prospect_id = ${ann.id}`,
    );
    expect(row.prospect_name).toBe('Ann Sentwell');
    // The search reads the edit at once (search_text is kept by the database).
    expect(names(await list({ q: 'Conference' }))).toEqual(['Ann Sentwell']);
    for (const json of [
      {},
      { name: '' },
      { cadence: [7, 3] },
      { cadence: [] },
      { snoozedUntil: 'soon' },
    ]) {
      const answer = await read(
        member.api.prospects[':id'].$patch({ param: { id: ann.id }, json: invalid(json) }),
      );
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
    expect(
      (await read(member.api.prospects[':id'].$get({ param: { id: 'not-a-uuid' } }))).status,
    ).toBe(404);
  });
});

describe('paging', () => {
  it('walks every prospect once with a keyset cursor, ties on the last touch included', async () => {
    const member = await community.approved('Paige Pager');
    const tie = ago(3);
    await insertDms(t, member.userId, [
      ...Array.from({ length: 4 }, (_, i) => ({ url: `https://x.com/tie${i}`, sentAt: tie })),
      ...Array.from({ length: 5 }, (_, i) => ({ url: `https://x.com/p${i}`, sentAt: ago(i) })),
    ]);
    const seen: Prospect[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      // Annotated: the cursor it reads feeds the next call's query.
      const answer: Answer<ProspectPage> = await read(
        member.api.prospects.$get({ query: { limit: '2', ...(cursor ? { cursor } : {}) } }),
      );
      seen.push(...answer.body.items);
      cursor = answer.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen.map((prospect) => prospect.id)).size).toBe(9);
    const times = seen.map((prospect) => Date.parse(prospect.lastTouchAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('follow-ups', () => {
  const zone = 'Asia/Kolkata';
  let member: Member;
  let onDay: (daysAgo: number, hour: number) => Date;
  beforeAll(async () => {
    member = await community.approved('Fran Follow');
    await read(member.api.settings.$patch({ json: { timeZone: zone } }));
    const today = localDay(new Date(), zone);
    onDay = (daysAgo, hour) =>
      new Date(startOfLocalDay(addDays(today, -daysAgo), zone).getTime() + hour * HOUR);
    await insertDms(t, member.userId, [
      { url: 'https://x.com/due-a', prospectName: 'Due A', sentAt: onDay(3, 1) },
      { url: 'https://x.com/due-b', prospectName: 'Due B', sentAt: onDay(3, 22) },
      { url: 'https://x.com/late', prospectName: 'Late', sentAt: onDay(5, 12) },
      { url: 'https://x.com/recent', prospectName: 'Recent', sentAt: onDay(2, 12) },
      { url: 'https://x.com/cold', prospectName: 'Cold', sentAt: onDay(12, 12) },
      // Followed up 4 days after the first DM: the second follow-up is due 4 days later (7 − 3).
      { url: 'https://x.com/second', prospectName: 'Second', sentAt: onDay(8, 12) },
      { url: 'https://x.com/second', prospectName: 'Second', sentAt: onDay(4, 12) },
      // Followed up 2 days ago: not due again yet, though first messaged long ago.
      { url: 'https://x.com/touched', prospectName: 'Touched', sentAt: onDay(6, 12) },
      { url: 'https://x.com/touched', prospectName: 'Touched', sentAt: onDay(2, 9) },
      {
        url: 'https://x.com/answered',
        prospectName: 'Answered',
        sentAt: onDay(3, 12),
        responseAt: onDay(2, 12),
      },
    ]);
  });

  const group = async (name: 'today' | 'overdue') =>
    (await read(member.api.prospects['follow-ups'].$get({ query: { group: name } }))).body;

  it('lists prospects due today and overdue by the cadence, from their last touch', async () => {
    const today = await group('today');
    expect(today.counts).toEqual({ today: 3, overdue: 1 });
    expect(names(today)).toEqual(['Second', 'Due A', 'Due B']);
    expect(today.items[0].nextFollowUp).toBe(localDay(new Date(), zone));
    expect(names(await group('overdue'))).toEqual(['Late']);
    expect(
      (await read(member.api.prospects['follow-ups'].$get({ query: invalid({}) }))).status,
    ).toBe(400);
  });

  it('moves a prospect by its own cadence or a snooze, and off the list once it replied', async () => {
    const [dueA] = (await read(member.api.prospects.$get({ query: { q: 'due a' } }))).body.items;
    await read(
      member.api.prospects[':id'].$patch({ param: { id: dueA.id }, json: { cadence: [5, 10] } }),
    );
    const [late] = (await read(member.api.prospects.$get({ query: { q: 'late' } }))).body.items;
    const tomorrow = addDays(localDay(new Date(), zone), 1);
    const snoozed = await read(
      member.api.prospects[':id'].$patch({
        param: { id: late.id },
        json: { snoozedUntil: tomorrow },
      }),
    );
    expect(snoozed.body.prospect.nextFollowUp).toBe(tomorrow);
    const [second] = (await read(member.api.prospects.$get({ query: { q: 'second' } }))).body.items;
    await read(member.api.dms[':id'].reply.$post({ param: { id: second.firstDmId }, header: {} }));
    const today = await group('today');
    expect(names(today)).toEqual(['Due B']);
    expect(today.counts).toEqual({ today: 1, overdue: 0 });
    // Back to the community's cadence: due today again.
    await read(
      member.api.prospects[':id'].$patch({ param: { id: dueA.id }, json: { cadence: null } }),
    );
    expect(names(await group('today'))).toEqual(['Due A', 'Due B']);
  });
});

describe("another member's prospects", () => {
  it('never appear in lists, searches, follow-ups or stats, and their ids give 404', async () => {
    const owner = await community.approved('Olga Owner');
    const stranger = await community.approved('Sid Stranger');
    await insertDms(t, owner.userId, [
      {
        url: 'https://x.com/secret',
        prospectName: 'Secret Lead',
        companyName: 'Hidden Inc',
        sentAt: ago(80),
      },
    ]);
    const [secret] = (await read(owner.api.prospects.$get({ query: {} }))).body.items;
    const { prospects } = stranger.api;
    const answers = await Promise.all(
      [
        prospects.$get({ query: {} }),
        prospects.$get({ query: { q: 'hidden' } }),
        prospects['follow-ups'].$get({ query: { group: 'today' } }),
        prospects['follow-ups'].$get({ query: { group: 'overdue' } }),
      ].map((call) => read(call)),
    );
    for (const answer of answers) expect(answer.body.items).toEqual([]);
    expect((await read(stranger.api.prospects.stats.$get())).body.prospects).toBe(0);
    const param = { id: secret.id };
    expect((await read(prospects[':id'].$get({ param }))).status).toBe(404);
    expect((await read(prospects[':id'].$patch({ param, json: { notes: 'mine' } }))).status).toBe(
      404,
    );
    const mine = await logDm(stranger, 'https://x.com/mine');
    expect(
      (
        await read(
          prospects[':id'].merge.$post({
            param: { id: mine.prospect.id },
            json: { from: secret.id },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await read(prospects[':id'].merge.$post({ param, json: { from: mine.prospect.id } })))
        .status,
    ).toBe(404);
    expect(
      (
        await read(
          stranger.api.dms.$post({
            json: { profileUrl: 'https://x.com/new_one', prospectId: secret.id },
            header: {},
          }),
        )
      ).status,
    ).toBe(404);
    expect((await read(owner.api.prospects[':id'].$get({ param }))).body.prospect.notes).toBe('');
  });
});
