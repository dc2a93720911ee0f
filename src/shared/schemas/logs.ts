import { z } from 'zod';
import type { ProspectCounts } from '../domain/rates';
import { isValidDay } from '../domain/day';

/** `2025-01-31T12:34:56.123456Z` naming a real instant in the accepted years. */
function isValidInstant(value: string): boolean {
  const date = new Date(`${value.slice(0, 23)}Z`);
  return (
    isValidDay(value.slice(0, 10)) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 23) === value.slice(0, 23)
  );
}
import type { ImportRow } from '../domain/dm-csv';
import type { Dm } from './dm';

export const day = z
  .string()
  .refine(isValidDay, 'Use a date like 2025-01-31 (between 1900 and 2199)');
export const searchText = z.string().trim().max(100).optional();
/**
 * A keyset cursor: the last row's exact sent_at (microseconds, UTC) and id. The id is a strict
 * uuid (8-4-4-4-12 hex digits), so a forged one answers 400, never a database error.
 */
export const cursor = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'Invalid cursor',
  )
  .refine((value) => isValidInstant(value.slice(0, 27)), 'Invalid cursor')
  .optional();
export const pageLimit = z.coerce.number().int().min(1).max(100).optional();

export const logsDayQuery = z.strictObject({ date: day });
export const logsDmsQuery = z.strictObject({ date: day, q: searchText, cursor, limit: pageLimit });

export const MAX_EXPORT_DAYS = 3660;
export const logsExportQuery = z
  .strictObject({ from: day, to: day, q: searchText })
  .refine((value) => value.from <= value.to, { message: 'from must not be after to', path: ['to'] })
  .refine(
    (value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 < MAX_EXPORT_DAYS,
    { message: 'Export at most 10 years at a time', path: ['from'] },
  );

export const importInput = z.strictObject({ csv: z.string().min(1, 'The file is empty.') });

/**
 * The day's activity (DMs by sent_at, replies by response_at, meetings by meeting_at), and the
 * `dms` are new DMs and follow-ups together: the new DMs are `prospects`, the follow-ups the rest.
 * Also the
 * prospects first messaged that day with how many of them replied / booked, the rates' parts
 * (prospectRate, src/shared/domain/rates.ts).
 */
export type DaySummary = ProspectCounts & {
  dms: number;
  /** The day's new DMs (equal to `prospects`) and follow-ups: `dms` is both together. */
  newDms: number;
  followUps: number;
  responses: number;
  meetings: number;
  replyRate: number | null;
  meetingRate: number | null;
};
/**
 * One setter's DMs sent that day, the prospects they first messaged that day and how many of
 * those replied / booked: the reply rate is replied ÷ prospects (prospectRate).
 */
export type SetterPerformance = ProspectCounts & {
  setterName: string;
  /** New DMs and follow-ups together; `newDms` (equal to `prospects`) and `followUps` apart. */
  dms: number;
  newDms: number;
  followUps: number;
  replyRate: number | null;
  meetingRate: number | null;
};
export type LogsDay = {
  date: string;
  timeZone: string;
  summary: DaySummary;
  setters: SetterPerformance[];
  /** `dms`: new DMs and follow-ups together; `newDms`: the first DMs to a prospect among them. */
  topPerformer: { setterName: string; dms: number; newDms: number } | null;
};

export type DmPage = { items: Dm[]; nextCursor: string | null; total: number };

/** A row of the import preview, as JSON carries it. */
export type ImportPreviewRow =
  | {
      row: number;
      status: 'new' | 'duplicate';
      dm: { profileUrl: string; platform: string; setterName: string; sentAt: string | null };
    }
  | Extract<ImportRow, { status: 'error' }>;

export type ImportPreview = {
  rows: ImportPreviewRow[];
  counts: { new: number; duplicate: number; error: number };
};
export type ImportResult = { created: number; skipped: number };
