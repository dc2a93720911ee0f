import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { exportLimit } from '../../middleware/per-member-limit';
import { localDay } from '../../../shared/domain/day';
import { cohortCsv, cohortFileName } from '../../../shared/domain/cohort-csv';
import { cohortListQuery, cohortPeriodQuery } from '../../../shared/schemas/cohort';
import { cohortAttention, cohortSummary } from './cohort-summary.service';
import { cohortCsvRows, listCohort } from './cohort.service';

/** The coach's view of the cohort: counts and rates only, never a prospect's data. */
export function createCohortRoutes({ db, rateCounter }: AppDeps) {
  // As heavy as a member's logs export, and limited the same way (its own count).
  const cohortExportLimit = exportLimit(rateCounter, 'cohort-export');
  return new Hono<AppEnv>()
    .get('/', validate('query', cohortListQuery), async (c) =>
      c.json(await listCohort(db, c.req.valid('query'))),
    )
    .get('/summary', validate('query', cohortPeriodQuery), async (c) =>
      c.json(
        await cohortSummary(db, c.req.valid('query').period, c.get('viewer').profile.timeZone),
      ),
    )
    .get('/attention', async (c) => c.json(await cohortAttention(db)))
    .get('/export.csv', cohortExportLimit, validate('query', cohortPeriodQuery), async (c) => {
      const { period } = c.req.valid('query');
      const today = localDay(new Date(), c.get('viewer').profile.timeZone);
      // Bytes, not the string: a Response scans and copies a string body before encoding it.
      const csv = Buffer.from(cohortCsv(await cohortCsvRows(db, period)));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${cohortFileName(period, today)}"`,
      });
    });
}
