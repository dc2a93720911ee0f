import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import {
  DM_LOG_COLUMNS,
  dmKindCell,
  dmLogCells,
  dmLogFileName,
  parseDmImport,
  type ImportRow,
} from './dm-csv';

const now = new Date('2026-03-10T12:00:00Z');
const read = (text: string, timeZone = 'UTC') => {
  const result = parseDmImport(text, { timeZone, now });
  if (!result.ok) throw new Error(result.error);
  return result.rows;
};
const dmOf = (row: ImportRow) => {
  if (row.status === 'error') throw new Error(`row ${row.row}: ${row.error}`);
  return row.dm;
};

describe('the export format', () => {
  it('names the file and writes the spec columns, times in the member zone', () => {
    expect(dmLogFileName('2026-03-10')).toBe('dm-logs-2026-03-10.csv');
    expect(dmLogFileName('2026-03-01', '2026-03-10')).toBe('dm-logs-2026-03-01-to-2026-03-10.csv');
    const cells = dmLogCells(
      {
        sentAt: new Date('2026-03-10T02:30:05Z'),
        setterName: 'Alex',
        profileUrl: 'https://linkedin.com/in/jane',
        platform: 'linkedin',
        scriptType: 'cold_dm',
        responseReceived: true,
        meetingBooked: false,
        notes: 'hi',
        scriptUsed: null,
        followUp: null,
      },
      'America/Los_Angeles',
    );
    expect(cells).toEqual([
      '2026-03-09',
      '19:30:05',
      'Alex',
      'https://linkedin.com/in/jane',
      'linkedin',
      'cold_dm',
      'Yes',
      'No',
      'hi',
      '',
      'New DM',
    ]);
  });

  it('says what each DM was in its last column, which the import reads past with or without it', () => {
    expect(DM_LOG_COLUMNS.at(-1)).toBe('DM');
    expect(dmKindCell(null)).toBe('New DM');
    expect(dmKindCell(2)).toBe('Follow-up 2');
    const spec =
      'Date,Time,Setter,Profile URL,Platform,Script Type,Response Received,Meeting Booked,Notes';
    const row = '2026-03-09,10:00:00,Alex,https://x.com/sam,twitter,cold_dm,Yes,No,';
    const without = read(`${spec}\r\n${row}\r\n`).map(dmOf);
    const withIt = read(`${spec},Script Used,DM\r\n${row},,Follow-up 1\r\n`).map(dmOf);
    expect(withIt).toEqual(without);
    expect(without[0]).toMatchObject({ profileUrl: 'https://x.com/sam', responseReceived: true });
  });

  it('re-reads its own export exactly, notes with commas, quotes, newlines and formulas included', () => {
    const notes = 'Said "maybe", call back\nnext week; =SUM(A1) is not a formula';
    const sentAt = new Date('2026-03-09T23:15:42Z');
    const text = toCsv([
      [...DM_LOG_COLUMNS],
      dmLogCells(
        {
          sentAt,
          setterName: '@alex',
          profileUrl: 'https://x.com/sam',
          platform: 'twitter',
          scriptType: 'follow_up',
          responseReceived: true,
          meetingBooked: true,
          notes: `=${notes}`,
          scriptUsed: 'generated:follow_up:direct',
          followUp: 3,
        },
        'Australia/Sydney',
      ),
    ]);
    const [row] = read(text, 'Australia/Sydney');
    expect(row.row).toBe(2);
    expect(dmOf(row)).toMatchObject({
      sentAt,
      setterName: '@alex',
      profileUrl: 'https://x.com/sam',
      platform: 'twitter',
      scriptType: 'follow_up',
      responseReceived: true,
      meetingBooked: true,
      notes: `=${notes}`,
      scriptUsed: 'generated:follow_up:direct',
    });
  });

  it('reads files exported before the Script Used column, and refuses an unknown script', () => {
    const header = DM_LOG_COLUMNS.slice(0, -1).join(',');
    const [old] = read(
      `${header}\n2026-03-01,09:00:00,Self,https://x.com/a,twitter,cold_dm,No,No,`,
    );
    expect(dmOf(old)).toMatchObject({ scriptType: 'cold_dm', scriptUsed: null });
    const rows = read(
      [
        'Profile URL,Script Used',
        'https://x.com/b,vault:real-estate-agents:1',
        'https://x.com/c,vault:no-such-niche:0',
      ].join('\n'),
    );
    expect(dmOf(rows[0]).scriptUsed).toBe('vault:real-estate-agents:1');
    expect(rows[1]).toMatchObject({
      status: 'error',
      error: 'Unknown script used "vault:no-such-niche:0"',
    });
  });
});

describe('import reading', () => {
  it('reads a minimal file of URLs, with or without a header', () => {
    for (const text of [
      'linkedin.com/in/jane-doe\nhttps://instagram.com/sam\n',
      'Profile URL\nlinkedin.com/in/jane-doe\nhttps://instagram.com/sam',
    ]) {
      const rows = read(text);
      expect(rows.map((row) => row.status)).toEqual(['new', 'new']);
      expect(dmOf(rows[0])).toMatchObject({
        profileUrl: 'https://linkedin.com/in/jane-doe',
        prospectName: 'Jane Doe',
        setterName: 'Self',
        scriptType: 'cold_dm',
        sentAt: null,
      });
    }
  });

  it('names each bad row with its spreadsheet row number', () => {
    const rows = read(
      [
        'Date,Time,Profile URL,Response Received',
        '2026-03-01,09:00,https://x.com/a,No',
        '2026-03-01,09:00,javascript:alert(1),No',
        '03/01/2026,09:00,https://x.com/b,No',
        '2026-03-01,25:00,https://x.com/c,No',
        '2026-03-01,9:05 pm,https://x.com/d,maybe',
        '2027-01-01,09:00,https://x.com/e,No',
        ',,,',
        '2026-03-01,,,No',
        '2003-05-04,09:00,https://www.linkedin.com/in/too-early,No',
        '1990-12-31,09:00,https://example.com/too-early,No',
      ].join('\n'),
    );
    expect(rows.map((row) => [row.row, row.status === 'error' ? row.error : row.status])).toEqual([
      [2, 'new'],
      [3, 'Invalid profile URL'],
      [4, 'Invalid date "03/01/2026" (use YYYY-MM-DD)'],
      [5, 'Invalid time "25:00" (use HH:MM or HH:MM:SS)'],
      [6, 'Response Received must be Yes or No'],
      [7, 'Date is in the future'],
      [9, 'Missing profile URL'],
      [10, 'Date is before the platform existed (2003-05-05)'],
      [11, 'Date is before the platform existed (1991-08-06)'],
    ]);
  });

  it('reads 12-hour times, a date without a time as local noon, and marks repeats as duplicates', () => {
    const rows = read(
      'Profile URL,Date,Time\nx.com/a,2026-03-01,9:05 PM\nx.com/b,2026-03-01,\nhttps://x.com/A/,2026-03-01,21:05:00\n',
      'Asia/Kolkata',
    );
    expect(dmOf(rows[0]).sentAt?.toISOString()).toBe('2026-03-01T15:35:00.000Z');
    expect(dmOf(rows[1]).sentAt?.toISOString()).toBe('2026-03-01T06:30:00.000Z');
    expect(rows[2].status).toBe('duplicate');
  });

  it('implies a reply for a booked meeting and refuses files it cannot use', () => {
    const [row] = read('Profile URL,Meeting Booked\nx.com/a,yes');
    expect(dmOf(row)).toMatchObject({ responseReceived: true, meetingBooked: true });
    expect(parseDmImport('Name,Company\nJane,Acme', { timeZone: 'UTC', now })).toEqual({
      ok: false,
      error: 'No Profile URL column found. Add a header named "Profile URL".',
    });
    expect(parseDmImport('Profile URL\n', { timeZone: 'UTC', now }).ok).toBe(false);
    expect(
      parseDmImport('x.com/a\nx.com/b\nx.com/c', { timeZone: 'UTC', now, maxRows: 2 }),
    ).toEqual({
      ok: false,
      error: 'At most 2 rows per import.',
    });
  });
});
