import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COHORT_CSV_HEADERS, cohortCsv, type CohortCsvRow } from './cohort-csv';
import { CSV_BOM, toCsv } from './csv';
import { rateDigits } from './rates';

/** Every cell through csvCell, as the export wrote it before it skipped the counts. */
const everyCellQuoted = (rows: readonly CohortCsvRow[]) =>
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
      rateDigits(row.replied, row.prospects),
      rateDigits(row.booked, row.prospects),
      String(row.streak),
      String(row.daysAtGoal),
      row.lastDmAt ?? '',
      String(row.teamSize),
    ]),
  ]);

const count = fc.oneof(fc.nat({ max: 100_000 }), fc.integer({ min: -5, max: 5 }));
const row: fc.Arbitrary<CohortCsvRow> = fc.record({
  name: fc.oneof(
    fc.string(),
    fc.constantFrom('=HYPERLINK("http://x")', '+1', '-2', '@me', 'a,b', 'say "hi"', 'two\nlines'),
  ),
  dms: count,
  replies: count,
  meetings: count,
  prospects: count,
  replied: count,
  booked: count,
  streak: count,
  daysAtGoal: count,
  lastDmAt: fc.option(
    fc
      .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  ),
  teamSize: count,
});

describe('the cohort CSV', () => {
  it('is every cell through csvCell, though only the name and the date can need it', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        expect(cohortCsv(rows)).toBe(everyCellQuoted(rows));
      }),
    );
  });
});
