import type { CohortPeriod, CohortRow } from '../schemas/cohort';
import { CSV_BOM, toCsv } from './csv';

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

const percent = (value: number | null) => (value === null ? '' : value.toFixed(1));

/**
 * The cohort table as CSV, with the logs' formula-injection rules (names are member input). The
 * rates are of the prospects first messaged in the period (prospectRate), their parts beside them.
 */
export function cohortCsv(rows: readonly CohortRow[]): string {
  return (
    CSV_BOM +
    toCsv([
      COHORT_CSV_HEADERS,
      ...rows.map((row) => [
        row.name,
        String(row.dms),
        String(row.replies),
        String(row.meetings),
        String(row.prospects),
        String(row.replied),
        String(row.booked),
        percent(row.replyRate),
        percent(row.meetingRate),
        String(row.streak),
        String(row.daysAtGoal),
        row.lastDmAt ?? '',
        String(row.teamSize),
      ]),
    ])
  );
}

const periodNames: Record<CohortPeriod, string> = {
  week: 'this-week',
  '7': 'last-7-days',
  '30': 'last-30-days',
};

export const cohortFileName = (period: CohortPeriod, day: string) =>
  `cohort-${periodNames[period]}-${day}.csv`;
