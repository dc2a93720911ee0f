import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dms } from '@/server/db/schema';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read, readRefusal, type Caller } from '@/test/http';
import { insertDms, type FixtureDm } from '@/test/dm-fixtures';
import { parseCsv, toCsv } from '@/shared/domain/csv';
import { DM_LOG_COLUMNS, dmLogCells } from '@/shared/domain/dm-csv';
import { addDays, localDay } from '@/shared/domain/day';
import { prospectRate } from '@/shared/domain/rates';
import { EXPORTS_PER_10_MINUTES } from '../../middleware/per-member-limit';
import { IMPORTS_PER_10_MINUTES } from './logs.routes';
import { exportCsv } from './logs.service';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const rowsOf = async (userId: UserId) =>
  t.database.db.select().from(dms).where(eq(dms.userId, userId));

const setZone = async (member: Caller, timeZone: string) =>
  expect((await read(member.api.settings.$patch({ json: { timeZone } }))).status).toBe(200);

const csvRecords = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.records;
};

/**
 * Three setters over three days. In Los Angeles (UTC−8 in January) 2026-01-14 runs from
 * 08:00Z on the 14th to 08:00Z on the 15th; in Tokyo (UTC+9) from 15:00Z on the 13th to
 * 15:00Z on the 14th — so the same rows give different days in the two zones.
 */
const fixture: FixtureDm[] = [
  {
    url: 'https://linkedin.com/in/ana-one',
    setter: 'Alex',
    sentAt: '2026-01-14T09:00:00Z',
    responseAt: '2026-01-14T10:00:00Z',
    meetingAt: '2026-01-15T09:00:00Z',
  },
  { url: 'https://instagram.com/ben.two', setter: 'Alex', sentAt: '2026-01-14T20:00:00Z' },
  {
    url: 'https://x.com/cara_three',
    setter: 'Bea',
    sentAt: '2026-01-14T12:00:00Z',
    responseAt: '2026-01-16T01:00:00Z',
  },
  {
    url: 'https://linkedin.com/in/dan-four',
    setter: 'Bea',
    sentAt: '2026-01-15T07:30:00Z',
    responseAt: '2026-01-15T07:45:00Z',
  },
  {
    url: 'https://facebook.com/eve.five',
    setter: 'Self',
    sentAt: '2026-01-13T16:00:00Z',
    responseAt: '2026-01-14T09:30:00Z',
  },
  {
    url: 'https://linkedin.com/in/fay-six',
    setter: 'Alex',
    sentAt: '2026-01-14T14:30:00Z',
    notes: '=HYPERLINK("http://evil.example","x"), then "quotes"\nand a newline',
  },
];

/** A Setter Performance row: its rates are prospectRate of its parts. */
const setter = (
  setterName: string,
  dms: number,
  prospects: number,
  replied: number,
  booked: number,
) => ({
  setterName,
  dms,
  newDms: prospects,
  followUps: dms - prospects,
  prospects,
  replied,
  booked,
  replyRate: prospects === 0 ? null : (replied * 100) / prospects,
  meetingRate: prospects === 0 ? null : (booked * 100) / prospects,
});

describe('a day in the Logs Manager, per setter, in two time zones', () => {
  let member: Caller & { userId: UserId };
  beforeAll(async () => {
    member = await community.approved('Lola Logs');
    await insertDms(t, member.userId, fixture);
  });

  it('counts the Los Angeles day', async () => {
    await setZone(member, 'America/Los_Angeles');
    const day = await read(member.api.logs.day.$get({ query: { date: '2026-01-14' } }));
    expect(day.status).toBe(200);
    // Every DM here is a prospect's first: 5 prospects first messaged, 3 of them replied.
    expect(day.body.summary).toEqual({
      dms: 5,
      newDms: 5,
      followUps: 0,
      responses: 3,
      meetings: 0,
      prospects: 5,
      replied: 3,
      booked: 1,
      replyRate: 60,
      meetingRate: 20,
    });
    expect(day.body.setters).toEqual([setter('Alex', 3, 3, 1, 1), setter('Bea', 2, 2, 2, 0)]);
    expect(day.body.topPerformer).toEqual({ setterName: 'Alex', dms: 3, newDms: 3 });
    const list = await read(member.api.logs.dms.$get({ query: { date: '2026-01-14' } }));
    expect(list.body.total).toBe(5);
    expect(list.body.items.map((dm) => dm.sentAt)).toEqual([
      '2026-01-15T07:30:00.000Z',
      '2026-01-14T20:00:00.000Z',
      '2026-01-14T14:30:00.000Z',
      '2026-01-14T12:00:00.000Z',
      '2026-01-14T09:00:00.000Z',
    ]);
  });

  it('counts the Tokyo days from the same rows', async () => {
    await setZone(member, 'Asia/Tokyo');
    const day14 = await read(member.api.logs.day.$get({ query: { date: '2026-01-14' } }));
    expect(day14.body.summary).toEqual({
      dms: 4,
      newDms: 4,
      followUps: 0,
      responses: 2,
      meetings: 0,
      prospects: 4,
      replied: 3,
      booked: 1,
      replyRate: 75,
      meetingRate: 25,
    });
    expect(day14.body.setters).toEqual([
      setter('Alex', 2, 2, 1, 1),
      setter('Bea', 1, 1, 1, 0),
      setter('Self', 1, 1, 1, 0),
    ]);
    const day15 = await read(member.api.logs.day.$get({ query: { date: '2026-01-15' } }));
    expect(day15.body.summary).toEqual({
      dms: 2,
      newDms: 2,
      followUps: 0,
      responses: 1,
      meetings: 1,
      prospects: 2,
      replied: 1,
      booked: 0,
      replyRate: 50,
      meetingRate: 0,
    });
    expect(day15.body.topPerformer).toEqual({ setterName: 'Alex', dms: 1, newDms: 1 });
    const empty = await read(member.api.logs.day.$get({ query: { date: '2026-01-20' } }));
    expect(empty.body).toMatchObject({
      summary: { dms: 0, responses: 0, meetings: 0, prospects: 0, replyRate: null },
      setters: [],
      topPerformer: null,
    });
  });

  it('searches the day by profile URL, setter and platform, and pages it', async () => {
    await setZone(member, 'America/Los_Angeles');
    const search = async (q: string) =>
      (await read(member.api.logs.dms.$get({ query: { date: '2026-01-14', q } }))).body;
    expect((await search('bea')).total).toBe(2);
    expect((await search('INSTAGRAM')).items.map((dm) => dm.profileUrl)).toEqual([
      'https://instagram.com/ben.two',
    ]);
    expect((await search('fay-six')).total).toBe(1);
    expect((await search('%')).total).toBe(0);
    const first = await read(
      member.api.logs.dms.$get({ query: { date: '2026-01-14', limit: '2' } }),
    );
    const second = await read(
      member.api.logs.dms.$get({
        query: { date: '2026-01-14', limit: '2', cursor: first.body.nextCursor! },
      }),
    );
    const third = await read(
      member.api.logs.dms.$get({
        query: { date: '2026-01-14', limit: '2', cursor: second.body.nextCursor! },
      }),
    );
    const ids = [...first.body.items, ...second.body.items, ...third.body.items].map((d) => d.id);
    expect(new Set(ids).size).toBe(5);
    expect(third.body.nextCursor).toBeNull();
  });

  it('refuses bad dates and cursors with 400', async () => {
    const logs = member.api.logs;
    for (const [what, call] of [
      ['no date', () => logs.day.$get({ query: invalid({}) })],
      ['2026-02-30', () => logs.day.$get({ query: { date: '2026-02-30' } })],
      ['cursor abc', () => logs.dms.$get({ query: { date: '2026-01-14', cursor: 'abc' } })],
      ...(['-'.repeat(36), 'z'.repeat(36), 'a'.repeat(36)].map((id) => [
        `cursor id ${id}`,
        () =>
          logs.dms.$get({
            query: { date: '2026-01-14', cursor: `2026-01-14T00:00:00.000000Z~${id}` },
          }),
      ]) as [string, () => ReturnType<typeof logs.dms.$get>][]),
      ['limit 1000', () => logs.dms.$get({ query: { date: '2026-01-14', limit: '1000' } })],
      [
        'from after to',
        () => logs['export.csv'].$get({ query: { from: '2026-01-15', to: '2026-01-14' } }),
      ],
      [
        'over 10 years',
        () => logs['export.csv'].$get({ query: { from: '2000-01-01', to: '2026-01-14' } }),
      ],
    ] as const) {
      expect((await read(call())).status, what).toBe(400);
    }
  });

  it('exports the day as CSV in the member zone, neutralising formulas', async () => {
    await setZone(member, 'America/Los_Angeles');
    const answer = await read(
      member.api.logs['export.csv'].$get({ query: { from: '2026-01-14', to: '2026-01-14' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="dm-logs-2026-01-14.csv"',
    );
    const records = csvRecords(answer.body);
    expect(records[0]).toEqual([...DM_LOG_COLUMNS]);
    expect(records).toHaveLength(6);
    expect(records[1]).toEqual([
      '2026-01-14',
      '01:00:00',
      'Alex',
      'https://linkedin.com/in/ana-one',
      'linkedin',
      'cold_dm',
      'Yes',
      'Yes',
      '',
      '',
      'New DM',
    ]);
    const fay = records.find((record) => record[3].includes('fay-six'))!;
    expect(fay[8]).toBe(`'${fixture[5].notes}`);
    expect(records.at(-1)![1]).toBe('23:30:00');
    const searched = await read(
      member.api.logs['export.csv'].$get({
        query: { from: '2026-01-13', to: '2026-01-15', q: 'bea' },
      }),
    );
    expect(searched.headers.get('content-disposition')).toContain(
      'dm-logs-2026-01-13-to-2026-01-15.csv',
    );
    expect(csvRecords(searched.body)).toHaveLength(3);
  });
});

describe("the day's reply rate is of prospects first messaged that day", () => {
  it('counts a prospect with two follow-ups once: 1 replied of 1 prospect, 100 %', async () => {
    const member = await community.approved('Fran Followup');
    const url = 'https://linkedin.com/in/una-prospect';
    await insertDms(t, member.userId, [
      { url, setter: 'Alex', sentAt: '2026-02-02T09:00:00Z', responseAt: '2026-02-02T15:00:00Z' },
      { url, setter: 'Alex', sentAt: '2026-02-02T11:00:00Z' },
      { url, setter: 'Alex', sentAt: '2026-02-02T13:00:00Z' },
      {
        url: 'https://linkedin.com/in/old-prospect',
        setter: 'Alex',
        sentAt: '2026-02-01T09:00:00Z',
      },
      {
        url: 'https://linkedin.com/in/old-prospect',
        setter: 'Alex',
        sentAt: '2026-02-02T10:00:00Z',
      },
    ]);
    const day = await read(member.api.logs.day.$get({ query: { date: '2026-02-02' } }));
    // Four DMs that day, but only one prospect was first messaged then (the other's follow-up
    // belongs to the day before), and that one replied.
    expect(day.body.summary).toEqual({
      dms: 4,
      newDms: 1,
      followUps: 3,
      responses: 1,
      meetings: 0,
      prospects: 1,
      replied: 1,
      booked: 0,
      replyRate: 100,
      meetingRate: 0,
    });
    expect(day.body.setters).toEqual([setter('Alex', 4, 1, 1, 0)]);
    const before = await read(member.api.logs.day.$get({ query: { date: '2026-02-01' } }));
    expect(before.body.summary).toMatchObject({ prospects: 1, replied: 0, replyRate: 0 });
  });
});

describe('export at size', () => {
  it('streams a long range in batches, oldest first, each row once across batches', async () => {
    const member = await community.approved('Stream Sam');
    const start = Date.parse('2025-06-01T00:00:00Z');
    await insertDms(
      t,
      member.userId,
      Array.from({ length: 2500 }, (_, i) => ({
        url: `https://instagram.com/p${i}`,
        // Pairs share a second, so batch boundaries fall between equal times too.
        sentAt: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    );
    const batches: string[] = [];
    for await (const batch of exportCsv(
      t.database.db,
      t.deps.turns,
      { userId: member.userId, timeZone: 'UTC' },
      { from: '2025-05-01', to: '2025-07-01' },
      () => false,
      999,
    )) {
      batches.push(batch);
    }
    expect(batches).toHaveLength(1 + 3); // the header, then 999 + 999 + 502 rows
    const records = csvRecords(batches.join(''));
    expect(records).toHaveLength(2501);
    expect(new Set(records.slice(1).map((record) => record[3])).size).toBe(2500);
    expect(records.slice(1).map((record) => `${record[0]} ${record[1]}`)).toEqual(
      records
        .slice(1)
        .map((record) => `${record[0]} ${record[1]}`)
        .toSorted(),
    );
    const answer = await read(
      member.api.logs['export.csv'].$get({ query: { from: '2025-05-01', to: '2025-07-01' } }),
    );
    expect(answer.body).toBe(batches.join('').replace(/^\uFEFF/, ''));
  });
});

describe('the export is written by the database', () => {
  it('writes exactly the cells of dmLogCells: formulas, quotes, line breaks, zones and DST', async () => {
    const member = await community.approved('Paris Parity');
    await setZone(member, 'America/New_York');
    const notes = [
      '=HYPERLINK("http://evil.example")',
      '+1 555 0100',
      '-minus',
      '@mention',
      '\tTabbed',
      '\rCarriage',
      'He said "hi", then left',
      'Line one\nLine two\r\nLine three',
      'Émoji 🚀, accents',
      '',
    ];
    // Around the 2026 spring-forward (8 March, 07:00 UTC) and fall-back (1 November, 06:00 UTC).
    const times = ['2026-03-08T06:59:59.999Z', '2026-03-08T07:00:00Z', '2026-11-01T05:30:00Z'];
    await insertDms(
      t,
      member.userId,
      notes.map((note, i) => ({
        url: `https://www.linkedin.com/in/parity-${i}`,
        setter: i === 1 ? '=Setter, "quoted"' : 'Alex',
        sentAt: times[i % times.length],
        responseAt: i % 2 ? times[i % times.length] : undefined,
        notes: note,
      })),
    );
    await t.database.db
      .update(dms)
      .set({ scriptUsed: '-saved:x' })
      .where(eq(dms.profileUrl, 'https://www.linkedin.com/in/parity-3'));
    // Two follow-ups to the first prospect, one at the same instant as another member of the set.
    await insertDms(t, member.userId, [
      { url: 'https://www.linkedin.com/in/parity-0', sentAt: times[1] },
      { url: 'https://www.linkedin.com/in/parity-0', sentAt: times[2] },
    ]);
    const exported = await read(
      member.api.logs['export.csv'].$get({ query: { from: '2026-03-01', to: '2026-11-30' } }),
    );
    const order = (a: { sentAt: Date; id: string }, b: { sentAt: Date; id: string }) =>
      a.sentAt.getTime() - b.sentAt.getTime() || a.id.localeCompare(b.id);
    const stored = (await rowsOf(member.userId)).toSorted(order);
    // A follow-up's number: how many DMs of its prospect came before it.
    const rows = stored.map((row) => ({
      ...row,
      followUp: row.isFirst
        ? null
        : stored.filter((other) => other.prospectId === row.prospectId && order(other, row) < 0)
            .length,
    }));
    expect(rows.map((row) => row.followUp).filter((n) => n !== null)).toEqual([1, 2]);
    // (The body is read as text, which drops the byte-order mark.)
    expect(exported.body).toBe(
      toCsv([DM_LOG_COLUMNS, ...rows.map((row) => dmLogCells(row, 'America/New_York'))]),
    );
  });
});

describe('CSV import', () => {
  const header = DM_LOG_COLUMNS.join(',');

  it('previews new, duplicate and bad rows without writing anything', async () => {
    const member = await community.approved('Ivy Import');
    await setZone(member, 'Europe/Paris');
    await insertDms(t, member.userId, [
      { url: 'https://x.com/already', sentAt: '2026-01-10T09:00:00Z' },
    ]);
    const csv = [
      header,
      '2026-01-10,10:00:00,Alex,https://x.com/already,twitter,cold_dm,No,No,',
      '2026-01-10,10:05:00,Alex,https://x.com/fresh,twitter,cold_dm,No,No,',
      '2026-01-10,10:05:00,Alex,https://x.com/fresh,twitter,cold_dm,No,No,',
      'yesterday,10:05:00,Alex,https://x.com/other,twitter,cold_dm,No,No,',
    ].join('\r\n');
    const preview = await read(member.api.logs.import.preview.$post({ json: { csv } }));
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({ new: 1, duplicate: 2, error: 1 });
    expect(preview.body.rows.map((row) => `${row.row}:${row.status}`)).toEqual([
      '2:duplicate',
      '3:new',
      '4:duplicate',
      '5:error',
    ]);
    expect(await rowsOf(member.userId)).toHaveLength(1);
  });

  it('imports nothing when one row is bad, and names the row', async () => {
    const member = await community.approved('Nora Nothing');
    const csv = [
      header,
      '2026-01-10,10:00:00,Self,https://x.com/a,twitter,cold_dm,No,No,',
      '2026-01-10,10:01:00,Self,javascript:alert(1),twitter,cold_dm,No,No,',
      '2026-01-10,10:02:00,Self,https://x.com/c,twitter,cold_dm,No,No,',
    ].join('\n');
    const answer = await readRefusal(member.api.logs.import.$post({ json: { csv } }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Nothing was imported. Fix row 3: Invalid profile URL.');
    expect(answer.body.error.fields).toEqual({ 'row 3': 'Invalid profile URL' });
    expect(await rowsOf(member.userId)).toHaveLength(0);
  });

  it('refuses a row dated before its platform existed', async () => {
    const member = await community.approved('Olga Old');
    const csv = [
      header,
      '2026-01-10,10:00:00,Self,https://x.com/fine,twitter,cold_dm,No,No,',
      '1999-01-10,10:00:00,Self,https://www.linkedin.com/in/too-old,linkedin,cold_dm,No,No,',
    ].join('\n');
    const answer = await readRefusal(member.api.logs.import.$post({ json: { csv } }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      'Nothing was imported. Fix row 3: Date is before the platform existed (2003-05-05).',
    );
    expect(await rowsOf(member.userId)).toHaveLength(0);
  });

  it('round-trips an export: re-importing it skips every row, a fresh account gets them all', async () => {
    const source = await community.approved('Rita Roundtrip');
    await setZone(source, 'Australia/Sydney');
    await insertDms(t, source.userId, fixture);
    const exported = await read(
      source.api.logs['export.csv'].$get({ query: { from: '2026-01-01', to: '2026-01-31' } }),
    );
    const again = await read(source.api.logs.import.$post({ json: { csv: exported.body } }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ created: 0, skipped: 6 });

    const copy = await community.approved('Cole Copy');
    await setZone(copy, 'Australia/Sydney');
    const imported = await read(copy.api.logs.import.$post({ json: { csv: exported.body } }));
    expect(imported.body).toEqual({ created: 6, skipped: 0 });
    const strip = (rows: (typeof dms.$inferSelect)[]) =>
      rows
        .map((row) => ({
          url: row.profileUrl,
          setter: row.setterName,
          sentAt: row.sentAt.toISOString(),
          responseReceived: row.responseReceived,
          meetingBooked: row.meetingBooked,
          notes: row.notes,
        }))
        .sort((a, b) => a.url.localeCompare(b.url));
    expect(strip(await rowsOf(copy.userId))).toEqual(strip(await rowsOf(source.userId)));
    const [fay] = (await rowsOf(copy.userId)).filter((row) => row.profileUrl.includes('fay'));
    expect(fay.notes).toBe(fixture[5].notes);
  });

  it('imports a minimal list of URLs as DMs logged now, using the setter spellings on file', async () => {
    const member = await community.approved('Mini Mal');
    await read(member.api.setters.$post({ json: { setterName: 'Alex Kim' } }));
    const answer = await read(
      member.api.logs.import.$post({
        json: {
          csv: 'Profile URL,Setter\nlinkedin.com/in/jane-doe,alex kim\ninstagram.com/sam,\n',
        },
      }),
    );
    expect(answer.body).toEqual({ created: 2, skipped: 0 });
    const rows = await rowsOf(member.userId);
    expect(rows.map((row) => row.setterName).sort()).toEqual(['Alex Kim', 'Self']);
    expect(rows.find((row) => row.platform === 'linkedin')?.prospectName).toBe('Jane Doe');
    expect(Date.now() - rows[0].sentAt.getTime()).toBeLessThan(60_000);
  });

  it('refuses a file without a URL column, an empty body and unknown keys', async () => {
    const member = await community.approved('Rex Refused');
    const noUrl = await readRefusal(
      member.api.logs.import.preview.$post({ json: { csv: 'a,b\n1,2' } }),
    );
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.error.message).toMatch(/No Profile URL column/);
    expect((await read(member.api.logs.import.$post({ json: { csv: '' } }))).status).toBe(400);
    expect(
      (await read(member.api.logs.import.$post({ json: invalid({ csv: 'x.com/a', userId: 'x' }) })))
        .status,
    ).toBe(400);
  });
});

describe("another member's rows", () => {
  it('never appear in the day, its search or the export', async () => {
    const owner = await community.approved('Owen Owner');
    const stranger = await community.approved('Stan Stranger');
    await insertDms(t, owner.userId, [
      { url: 'https://x.com/owner-secret', sentAt: '2026-02-02T12:00:00Z', setter: 'Zed' },
    ]);
    await insertDms(t, stranger.userId, [
      { url: 'https://x.com/stranger-own', sentAt: '2026-02-02T12:00:00Z' },
    ]);
    const day = await read(stranger.api.logs.day.$get({ query: { date: '2026-02-02' } }));
    expect(day.body.summary.dms).toBe(1);
    expect(day.body.setters.map((s) => s.setterName)).toEqual(['Self']);
    const search = await read(
      stranger.api.logs.dms.$get({ query: { date: '2026-02-02', q: 'owner-secret' } }),
    );
    expect(search.body.total).toBe(0);
    const exported = await read(
      stranger.api.logs['export.csv'].$get({ query: { from: '2026-02-01', to: '2026-02-03' } }),
    );
    expect(exported.body).not.toContain('owner-secret');
    expect(csvRecords(exported.body)).toHaveLength(2);
  });
});

describe('heavy requests per member', () => {
  it('limits imports (previews included) and exports per member; others are not held', async () => {
    const busy = await community.approved('Busy Importer');
    const other = await community.approved('Other Importer');
    const csv = 'x.com/one\nx.com/two';
    for (let i = 0; i < IMPORTS_PER_10_MINUTES; i++) {
      expect((await read(busy.api.logs.import.preview.$post({ json: { csv } }))).status).toBe(200);
    }
    const refused = await readRefusal(busy.api.logs.import.preview.$post({ json: { csv } }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(/limit of 20 imports and previews/);
    expect((await read(busy.api.logs.import.$post({ json: { csv } }))).status).toBe(429);
    expect((await read(other.api.logs.import.preview.$post({ json: { csv } }))).status).toBe(200);

    const exportMonth = () =>
      read(busy.api.logs['export.csv'].$get({ query: { from: '2025-01-01', to: '2025-01-31' } }));
    for (let i = 0; i < EXPORTS_PER_10_MINUTES; i++) {
      expect((await exportMonth()).status).toBe(200);
    }
    expect((await exportMonth()).status).toBe(429);
  });

  it('refuses a file over the size cap with a message that says so', async () => {
    const member = await community.approved('Big File');
    const answer = await readRefusal(
      member.api.logs.import.preview.$post({
        json: {
          csv: 'x.com/a\n'.repeat(700_000),
        },
      }),
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBe('The file is too large: import at most 5 MB at a time.');
  });
});

describe('the rates a member works out from their CSV', () => {
  it('match prospectRate over the same period, once the DM column tells new DMs from follow-ups', async () => {
    const member = await community.approved('Rita Rates');
    const today = localDay(new Date(), 'UTC');
    const noonOf = (daysAgo: number) => `${addDays(today, -daysAgo)}T12:00:00Z`;
    const url = (name: string) => `https://www.instagram.com/${name}`;
    await insertDms(t, member.userId, [
      // First messaged before the range: its follow-up inside it is not a new prospect.
      { url: url('old.one'), sentAt: noonOf(120), responseAt: noonOf(9) },
      { url: url('old.one'), sentAt: noonOf(10) },
      // Four new prospects in the range, two with follow-ups; two replied, one booked.
      { url: url('ana'), sentAt: noonOf(40), responseAt: noonOf(38), meetingAt: noonOf(37) },
      { url: url('ana'), sentAt: noonOf(39) },
      { url: url('ben'), sentAt: noonOf(20) },
      { url: url('ben'), sentAt: noonOf(15) },
      { url: url('ben'), sentAt: noonOf(5) },
      { url: url('cat'), sentAt: noonOf(5), responseAt: noonOf(4) },
      { url: url('dan'), sentAt: noonOf(2) },
    ]);
    const from = addDays(today, -89);
    const csv = await read(member.api.logs['export.csv'].$get({ query: { from, to: today } }));
    const [header, ...records] = csvRecords(csv.body);
    const column = (name: string) => header.indexOf(name);
    const kinds = records.map((record) => record[column('DM')]);
    expect(kinds.toSorted()).toEqual(
      [
        'Follow-up 1',
        'Follow-up 1',
        'Follow-up 1',
        'Follow-up 2',
        'New DM',
        'New DM',
        'New DM',
        'New DM',
      ].toSorted(),
    );
    const newDms = records.filter((record) => record[column('DM')] === 'New DM');
    const yes = (name: string) => newDms.filter((record) => record[column(name)] === 'Yes').length;
    const fromCsv = {
      reply: prospectRate(yes('Response Received'), newDms.length),
      meeting: prospectRate(yes('Meeting Booked'), newDms.length),
    };
    expect(fromCsv).toEqual({ reply: 50, meeting: 25 });

    const screens = (await read(member.api.analytics.$get({ query: { days: '90' } }))).body.totals;
    expect(fromCsv).toEqual({ reply: screens.replyRate, meeting: screens.meetingRate });
    // Without the column, every row would count as a prospect: not the screens' rate.
    const naive = prospectRate(
      records.filter((record) => record[column('Response Received')] === 'Yes').length,
      records.length,
    );
    expect(naive).not.toBe(screens.replyRate);

    // One day: the Logs Manager's rate of that day, from that day's CSV.
    const day = addDays(today, -5);
    const dayCsv = await read(
      member.api.logs['export.csv'].$get({ query: { from: day, to: day } }),
    );
    const dayRecords = csvRecords(dayCsv.body).slice(1);
    const dayNew = dayRecords.filter((record) => record[column('DM')] === 'New DM');
    const dayReplied = dayNew.filter((record) => record[column('Response Received')] === 'Yes');
    const logsDay = (await read(member.api.logs.day.$get({ query: { date: day } }))).body;
    expect(prospectRate(dayReplied.length, dayNew.length)).toBe(logsDay.summary.replyRate);
    expect(logsDay.summary).toMatchObject({ newDms: 1, followUps: 1, replyRate: 100 });
  });
});
