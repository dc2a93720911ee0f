import type { CohortPeriod, CohortRow } from '../schemas/cohort';
import { CSV_BOM, csvCell, toCsv } from './csv';
import { rateDigits } from './rates';

export const COHORT_CSV_HEADERS = [
  'Member',
  'DMs',
  'Replies',
  'Meetings',
  'Prospects First Messaged',
  'Replied',
  'Booked',
  'Reply Rate %',
  'Meeting Rate %',
  'Current Streak',
  'Days At Goal',
  'Last DM',
  'Team Size',
] as const;

/** What a row of the cohort CSV shows; its rates come from their parts (rateDigits). */
export type CohortCsvRow = Pick<
  CohortRow,
  | 'name'
  | 'dms'
  | 'replies'
  | 'meetings'
  | 'prospects'
  | 'replied'
  | 'booked'
  | 'streak'
  | 'daysAtGoal'
  | 'lastDmAt'
  | 'teamSize'
>;

/** A count as its cell: digits, which csvCell leaves as they are (not a negative number's). */
const count = (value: number) => (value >= 0 ? String(value) : csvCell(String(value)));

/**
 * The cohort table as CSV, with the logs' formula-injection rules (names are member input). The
 * rates are of the prospects first messaged in the period, their parts beside them, with the
 * digits the screens show (rateDigits).
 * Written a record at a time: the export holds every member (thousands), and only the name and
 * the date can need csvCell's quoting.
 */
export function cohortCsv(rows: readonly CohortCsvRow[]): string {
  let csv = CSV_BOM + toCsv([COHORT_CSV_HEADERS]);
  for (const row of rows) {
    csv +=
      `${csvCell(row.name)},${count(row.dms)},${count(row.replies)},${count(row.meetings)},` +
      `${count(row.prospects)},${count(row.replied)},${count(row.booked)},` +
      `${rateDigits(row.replied, row.prospects)},${rateDigits(row.booked, row.prospects)},` +
      `${count(row.streak)},` +
      `${count(row.daysAtGoal)},${csvCell(row.lastDmAt ?? '')},${count(row.teamSize)}\r\n`;
  }
  return csv;
}

const periodNames: Record<CohortPeriod, string> = {
  week: 'this-week',
  '7': 'last-7-days',
  '30': 'last-30-days',
};

export const cohortFileName = (period: CohortPeriod, day: string) =>
  `cohort-${periodNames[period]}-${day}.csv`;
