import { describe, expect, it } from 'vitest';
import { csvRecord, CSV_BOM } from '../../../../shared/domain/csv';
import type { ExportFile } from './export-file';
import { exportErrors } from './export-errors';
import { readExport } from './read-export';

const me = 'https://www.linkedin.com/in/mila-stone-01';
const zoe = 'https://www.linkedin.com/in/zo%C3%AB-kraus-4a1b';
const omar = 'https://www.linkedin.com/in/omar-ziad';

type Row = {
  id: string;
  from: string;
  fromUrl: string;
  to: string;
  toUrls: string;
  date: string;
  content: string;
  folder?: string;
  draft?: string;
};

const oldHeader = [
  'CONVERSATION ID',
  'CONVERSATION TITLE',
  'FROM',
  'SENDER PROFILE URL',
  'TO',
  'DATE',
  'SUBJECT',
  'CONTENT',
  'FOLDER',
];
const newHeader = [
  'CONVERSATION ID',
  'CONVERSATION TITLE',
  'FROM',
  'SENDER PROFILE URL',
  'TO',
  'RECIPIENT PROFILE URLS',
  'DATE',
  'SUBJECT',
  'CONTENT',
  'FOLDER',
  'ATTACHMENTS',
  'IS MESSAGE DRAFT',
  'IS CONVERSATION DRAFT',
];

/** messages.csv in one era: the columns by name, in the era's order. */
function messagesCsv(header: string[], rows: Row[], quoteAll = false): string {
  const cell: Record<string, (row: Row) => string> = {
    'CONVERSATION ID': (r) => r.id,
    'CONVERSATION TITLE': () => '',
    FROM: (r) => r.from,
    'SENDER PROFILE URL': (r) => r.fromUrl,
    TO: (r) => r.to,
    'RECIPIENT PROFILE URLS': (r) => r.toUrls,
    DATE: (r) => r.date,
    SUBJECT: () => '',
    CONTENT: (r) => r.content,
    FOLDER: (r) => r.folder ?? 'INBOX',
    ATTACHMENTS: () => '',
    'IS MESSAGE DRAFT': (r) => r.draft ?? 'No',
    'IS CONVERSATION DRAFT': () => 'No',
  };
  const record = (cells: string[]) =>
    quoteAll
      ? `${cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')}\r\n`
      : csvRecord(cells);
  return [header, ...rows.map((row) => header.map((column) => cell[column](row)))]
    .map(record)
    .join('');
}

const rows: Row[] = [
  {
    id: 'c1',
    from: 'Mila Stone',
    fromUrl: me,
    to: 'Zoë Kraus',
    toUrls: zoe,
    date: '2025-11-20 09:00:00 UTC',
    content: 'Hi Zoë,\nloved your talk, "pricing" part especially.',
  },
  {
    id: 'c1',
    from: 'Zoë Kraus',
    fromUrl: zoe,
    to: 'Mila Stone',
    toUrls: me,
    date: '2025-11-21 10:30:00 UTC',
    content: 'Thanks! Happy to chat.',
  },
  // A draft the member never sent.
  {
    id: 'c2',
    from: 'Mila Stone',
    fromUrl: me,
    to: 'Omar Ziad',
    toUrls: omar,
    date: '2025-11-22 09:00:00 UTC',
    content: 'Draft to Omar',
    draft: 'Yes',
  },
  // Omar wrote first.
  {
    id: 'c3',
    from: 'Omar Ziad',
    fromUrl: omar,
    to: 'Mila Stone',
    toUrls: me,
    date: '2025-11-22 11:00:00 UTC',
    content: 'Hello Mila',
  },
  // Sponsored InMail and a LinkedIn Member without a profile: skipped.
  {
    id: 'c4',
    from: 'Acme Cloud',
    fromUrl: 'https://www.linkedin.com/company/acme-cloud',
    to: 'Mila Stone',
    toUrls: me,
    date: '2025-11-22 12:00:00 UTC',
    content: 'Try Acme',
    folder: 'SPONSORED_INBOX',
  },
  {
    id: 'c5',
    from: 'LinkedIn Member',
    fromUrl: '',
    to: 'Mila Stone',
    toUrls: me,
    date: '2025-11-22 13:00:00 UTC',
    content: 'Hi',
  },
];

const read = (files: ExportFile[]) => {
  const result = readExport(
    files,
    files.map((f) => f.path),
    'Basic_LinkedInDataExport.zip',
  );
  if (!result.ok) throw new Error(result.error);
  return result;
};

describe('LinkedIn messages.csv', () => {
  it.each([
    ['with recipient URLs and draft columns', newHeader, false, ''],
    ['with every field quoted and a byte-order mark (2026)', newHeader, true, CSV_BOM],
  ])('%s', (_era, header, quoteAll, bom) => {
    const result = read([
      { path: 'messages.csv', text: bom + messagesCsv(header, rows, quoteAll) },
    ]);
    expect(result.platform).toBe('linkedin');
    const byKey = new Map(result.conversations.map((c) => [c.counterpart, c]));
    expect([...byKey.keys()].sort()).toEqual(['linkedin:omar-ziad', 'linkedin:zoë-kraus-4a1b']);
    expect(byKey.get('linkedin:zoë-kraus-4a1b')).toEqual({
      platform: 'linkedin',
      counterpart: 'linkedin:zoë-kraus-4a1b',
      profileUrl: 'https://www.linkedin.com/in/zo%C3%AB-kraus-4a1b',
      displayName: 'Zoë Kraus',
      memberStarted: true,
      firstSentAt: '2025-11-20T09:00:00.000Z',
      firstReplyAt: '2025-11-21T10:30:00.000Z',
      sentCount: 1,
      receivedCount: 1,
      reactionCount: 0,
      request: false,
      followUps: [],
      firstText: 'Hi Zoë,\nloved your talk, "pricing" part especially.',
    });
    expect(byKey.get('linkedin:omar-ziad')).toMatchObject({ memberStarted: false, sentCount: 0 });
  });

  it('reads the nine-column era (before mid-2023), columns in any order', () => {
    const shuffled = [...oldHeader].reverse();
    const result = read([{ path: 'messages.csv', text: messagesCsv(shuffled, rows) }]);
    expect(
      result.conversations.find((c) => c.counterpart === 'linkedin:zoë-kraus-4a1b'),
    ).toMatchObject({
      memberStarted: true,
      firstReplyAt: '2025-11-21T10:30:00.000Z',
    });
  });

  it('counts a conversation with two other people as a group', () => {
    const group: Row = {
      id: 'g1',
      from: 'Mila Stone',
      fromUrl: me,
      to: 'Zoë Kraus, Omar Ziad',
      toUrls: `${zoe},${omar}`,
      date: '2025-11-23 09:00:00 UTC',
      content: 'Intro!',
    };
    const result = read([{ path: 'messages.csv', text: messagesCsv(newHeader, [...rows, group]) }]);
    expect(result.groups).toBe(1);
  });
});

describe('LinkedIn Invitations.csv', () => {
  const invitations = [
    ['From', 'To', 'Sent At', 'Message', 'Direction', 'inviterProfileUrl', 'inviteeProfileUrl'],
    [
      'Mila Stone',
      'Lena Rossi',
      '11/20/25, 8:01 PM',
      'Hi Lena, fellow coach here',
      'OUTGOING',
      me,
      'linkedin.com/in/lena-rossi/',
    ],
    ['Omar Ziad', 'Mila Stone', '11/21/25, 7:15 AM', '', 'INCOMING', omar, me],
    ['Mila Stone', 'Zoë Kraus', '11/19/25, 12:05 AM', '', 'OUTGOING', me, zoe],
  ];

  it('makes an outgoing invitation a DM sent, and merges it with the messages', () => {
    const result = read([
      { path: 'Invitations.csv', text: invitations.map(csvRecord).join('') },
      { path: 'messages.csv', text: messagesCsv(newHeader, rows) },
    ]);
    const byKey = new Map(result.conversations.map((c) => [c.counterpart, c]));
    expect(byKey.get('linkedin:lena-rossi')).toMatchObject({
      profileUrl: 'https://linkedin.com/in/lena-rossi/',
      firstSentAt: '2025-11-20T20:01:00.000Z',
      memberStarted: true,
      followUps: [],
      firstText: 'Hi Lena, fellow coach here',
    });
    expect(byKey.get('linkedin:zoë-kraus-4a1b')).toMatchObject({
      firstSentAt: '2025-11-19T00:05:00.000Z',
      firstReplyAt: '2025-11-21T10:30:00.000Z',
      sentCount: 2,
    });
    expect(byKey.get('linkedin:omar-ziad')?.memberStarted).toBe(false);
  });

  it('an empty messages.csv says the export holds no messages', () => {
    const empty = [{ path: 'messages.csv', text: csvRecord(newHeader) }];
    expect(readExport(empty, ['messages.csv'])).toEqual({ ok: false, error: exportErrors.empty });
  });
});
