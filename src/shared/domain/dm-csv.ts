/**
 * The DM log as CSV: the export's columns and the import's reading of them (docs/product.md,
 * CSV export and CSV import).
 */
import { parseCsv, restoreFormula } from './csv';
import { isValidDay, localDateTimeToInstant, localDay, localTimeWithSeconds } from './day';
import { impossibleDmTime } from './dm-dates';
import { parseProfileUrl, type Platform } from './platform';
import { parseScriptUsed } from './script-used';
import { setterOrSelf } from './self-setter';

export const DM_LOG_COLUMNS = [
  'Date',
  'Time',
  'Setter',
  'Profile URL',
  'Platform',
  'Script Type',
  'Response Received',
  'Meeting Booked',
  'Notes',
  // Added after the spec's columns, so files exported before it still import as they were.
  'Script Used',
  // What the DM was: 'New DM' (a prospect's first) or 'Follow-up {n}'. The import ignores it:
  // a row's place in its prospect's conversation follows from the profile and the time.
  'DM',
] as const;

export type DmLogFields = {
  sentAt: Date;
  setterName: string;
  profileUrl: string;
  platform: string;
  scriptType: string;
  responseReceived: boolean;
  meetingBooked: boolean;
  notes: string;
  scriptUsed: string | null;
  /** null: a new DM (the prospect's first); n: its n-th follow-up. */
  followUp: number | null;
};

/** The 'DM' cell: what the DM was in its prospect's conversation. */
export const dmKindCell = (followUp: number | null) =>
  followUp === null ? 'New DM' : `Follow-up ${followUp}`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One DM as the export's cells; date and time in the member's zone. */
export function dmLogCells(dm: DmLogFields, timeZone: string): string[] {
  return [
    localDay(dm.sentAt, timeZone),
    localTimeWithSeconds(dm.sentAt, timeZone),
    dm.setterName,
    dm.profileUrl,
    dm.platform,
    dm.scriptType,
    yesNo(dm.responseReceived),
    yesNo(dm.meetingBooked),
    dm.notes,
    dm.scriptUsed ?? '',
    dmKindCell(dm.followUp),
  ];
}

export const dmLogFileName = (from: string, to = from) =>
  from === to ? `dm-logs-${from}.csv` : `dm-logs-${from}-to-${to}.csv`;

// ---------------------------------------------------------------------------------------------
// Import

export const IMPORT_MAX_ROWS = 20_000;
/** The request body the import routes accept (JSON `{ csv }`). */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
export const IMPORT_MAX_NOTES = 5000;
const MAX_SETTER = 60;

export type ImportedDm = {
  profileUrl: string;
  profileKey: string;
  prospectName: string;
  platform: Platform;
  setterName: string;
  scriptType: string;
  /** null: the row had no date, so the DM is logged at the time of the import. */
  sentAt: Date | null;
  responseReceived: boolean;
  meetingBooked: boolean;
  notes: string;
  /** A key of src/shared/domain/script-used.ts, or null. */
  scriptUsed: string | null;
};

export type ImportRow =
  | { row: number; status: 'new'; dm: ImportedDm }
  | { row: number; status: 'duplicate'; dm: ImportedDm }
  | { row: number; status: 'error'; error: string; profileUrl: string };

export type ImportParse = { ok: true; rows: ImportRow[] } | { ok: false; error: string };

type Column =
  | 'date'
  | 'time'
  | 'setter'
  | 'url'
  | 'scriptType'
  | 'scriptUsed'
  | 'response'
  | 'meeting'
  | 'notes';

const HEADER_NAMES: Record<string, Column> = {
  date: 'date',
  day: 'date',
  time: 'time',
  setter: 'setter',
  settername: 'setter',
  profileurl: 'url',
  url: 'url',
  profile: 'url',
  link: 'url',
  scripttype: 'scriptType',
  scriptused: 'scriptUsed',
  responsereceived: 'response',
  response: 'response',
  replied: 'response',
  reply: 'response',
  meetingbooked: 'meeting',
  meeting: 'meeting',
  notes: 'notes',
  note: 'notes',
};

const normaliseHeader = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

function readHeader(record: string[]): Partial<Record<Column, number>> | null {
  const columns: Partial<Record<Column, number>> = {};
  record.forEach((cell, index) => {
    const column = HEADER_NAMES[normaliseHeader(cell)];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  return columns.url === undefined ? null : columns;
}

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'x']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', '']);

function readFlag(value: string, label: string): boolean | string {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return `${label} must be Yes or No`;
}

/** '2025-01-31' or '2025/01/31'. */
function readDate(value: string): string | null {
  const day = value.trim().replaceAll('/', '-');
  return isValidDay(day) ? day : null;
}

/** 24-hour 'HH:MM' or 'HH:MM:SS', or 12-hour 'h:MM AM'. */
function readTime(value: string): { hour: number; minute: number; second: number } | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(value.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const meridiem = match[4]?.toLowerCase().replaceAll('.', '');
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

const SCRIPT_TYPE = /^[a-z][a-z_]{0,39}$/;
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** The duplicate identity of a DM: the same profile at the same second. */
export const importIdentity = (profileKey: string, sentAt: Date | null) =>
  `${profileKey}@${sentAt ? Math.floor(sentAt.getTime() / 1000) : 'now'}`;

/**
 * Reads an import file: the export's format (any column order, the Platform column is recomputed
 * from the URL, docs/decisions/0109-profile-urls.md) or a minimal file with just profile URLs, with
 * or without a header. Rows are numbered as a spreadsheet shows them (the header is row 1). A row
 * that repeats an earlier row of the file (same profile, same second) is a duplicate.
 */
export function parseDmImport(
  text: string,
  options: { timeZone: string; now: Date; maxRows?: number },
): ImportParse {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [first, ...rest] = parsed.records;
  if (!first) return { ok: false, error: 'The file has no rows.' };
  const header = readHeader(first);
  const firstIsUrl = parseProfileUrl(first[0] ?? '').ok;
  if (!header && !firstIsUrl) {
    return { ok: false, error: 'No Profile URL column found. Add a header named "Profile URL".' };
  }
  const columns = header ?? { url: 0 };
  const records = header ? rest : parsed.records;
  const rowNumbers = header ? parsed.rowNumbers.slice(1) : parsed.rowNumbers;
  const maxRows = options.maxRows ?? IMPORT_MAX_ROWS;
  if (records.length === 0) return { ok: false, error: 'The file has no DM rows.' };
  if (records.length > maxRows) {
    return { ok: false, error: `At most ${maxRows.toLocaleString('en-US')} rows per import.` };
  }
  const seen = new Set<string>();
  const rows = records.map((record, index): ImportRow => {
    const row = rowNumbers[index];
    const cell = (column: Column) => {
      const at = columns[column];
      return at === undefined ? '' : restoreFormula(record[at] ?? '').trim();
    };
    const profileUrl = cell('url');
    const fail = (error: string): ImportRow => ({ row, status: 'error', error, profileUrl });
    const profile = parseProfileUrl(profileUrl);
    if (!profile.ok) {
      return fail(profile.reason === 'missing' ? 'Missing profile URL' : 'Invalid profile URL');
    }
    let sentAt: Date | null = null;
    const dateText = cell('date');
    const timeText = cell('time');
    if (dateText) {
      const day = readDate(dateText);
      if (!day) return fail(`Invalid date "${dateText}" (use YYYY-MM-DD)`);
      const time = timeText ? readTime(timeText) : { hour: 12, minute: 0, second: 0 };
      if (!time) return fail(`Invalid time "${timeText}" (use HH:MM or HH:MM:SS)`);
      sentAt = localDateTimeToInstant(day, time, options.timeZone);
      if (sentAt.getTime() > options.now.getTime() + FUTURE_TOLERANCE_MS) {
        return fail('Date is in the future');
      }
      const impossible = impossibleDmTime(profile.profile.platform, sentAt, options.now);
      if (impossible) return fail(impossible);
    } else if (timeText) {
      return fail('A time needs a date');
    }
    const setterName = setterOrSelf(cell('setter'));
    if (setterName.length > MAX_SETTER) return fail('Setter names are at most 60 characters');
    const scriptType = (cell('scriptType') || 'cold_dm').toLowerCase().replace(/[\s-]+/g, '_');
    if (!SCRIPT_TYPE.test(scriptType)) return fail(`Unknown script type "${cell('scriptType')}"`);
    const scriptUsed = cell('scriptUsed') || null;
    if (scriptUsed && !parseScriptUsed(scriptUsed)) {
      return fail(`Unknown script used "${scriptUsed}"`);
    }
    const response = readFlag(cell('response'), 'Response Received');
    if (typeof response === 'string') return fail(response);
    const meeting = readFlag(cell('meeting'), 'Meeting Booked');
    if (typeof meeting === 'string') return fail(meeting);
    const notes = columns.notes === undefined ? '' : restoreFormula(record[columns.notes] ?? '');
    if (notes.length > IMPORT_MAX_NOTES) return fail('Notes are at most 5,000 characters');
    const dm: ImportedDm = {
      profileUrl: profile.profile.url,
      profileKey: profile.profile.key,
      prospectName: profile.profile.name,
      platform: profile.profile.platform,
      setterName,
      scriptType,
      sentAt,
      // A meeting needs a reply (docs/decisions/0002-derived-counters.md), so a booked meeting
      // implies one.
      responseReceived: response || meeting,
      meetingBooked: meeting,
      notes,
      scriptUsed,
    };
    const identity = importIdentity(dm.profileKey, dm.sentAt);
    if (seen.has(identity)) return { row, status: 'duplicate', dm };
    seen.add(identity);
    return { row, status: 'new', dm };
  });
  return { ok: true, rows };
}
