import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { perMemberLimit } from '../../middleware/per-member-limit';
import {
  exportApplyInput,
  exportLoggedInput,
  exportMatchInput,
  exportReportInput,
} from '../../../shared/schemas/exports';
import type { ExportApplyId } from '../../../shared/schemas/ids';
import {
  applyExport,
  exportReport,
  loggedNotInExport,
  matchCounterpart,
  recentApplies,
  undoApply,
} from './exports.service';

/**
 * Reports and applies per member and 10 minutes, counted together before the work, as the CSV
 * import's: a year of history in parts of 250 conversations (20,000 conversations: 80 parts,
 * each reported and applied, then a few Adds) stays far below it, a loop does not.
 */
export const EXPORT_CHECKS_PER_10_MINUTES = 400;

/** Checking the logs against a platform export (docs/decisions/0136-platform-exports.md). */
export function createExportsRoutes({ db, turns, rateCounter }: AppDeps) {
  const checkLimit = perMemberLimit(rateCounter, {
    key: 'export-check',
    max: EXPORT_CHECKS_PER_10_MINUTES,
    windowSeconds: 600,
    what: 'export checks and applies',
  });
  return new Hono<AppEnv>()
    .post('/report', checkLimit, validate('json', exportReportInput), async (c) => {
      const report = await exportReport(db, c.get('viewer').profile, c.req.valid('json'));
      return c.json({ report });
    })
    .post('/report/logged', checkLimit, validate('json', exportLoggedInput), async (c) => {
      const logged = await loggedNotInExport(db, c.get('viewer').profile, c.req.valid('json'));
      return c.json({ loggedNotInExport: logged });
    })
    .post('/apply', checkLimit, validate('json', exportApplyInput), async (c) => {
      const result = await applyExport(db, turns, c.get('viewer').profile, c.req.valid('json'));
      return c.json(result, result.applyId ? 201 : 200);
    })
    .get('/applies', async (c) =>
      c.json({ applies: await recentApplies(db, c.get('viewer').profile) }),
    )
    .post('/applies/:id/undo', idParam<ExportApplyId>('Import not found'), async (c) => {
      const result = await undoApply(db, c.get('viewer').profile, c.req.valid('param').id);
      return c.json(result);
    })
    .put('/matches', validate('json', exportMatchInput), async (c) => {
      const match = await matchCounterpart(db, c.get('viewer').profile, c.req.valid('json'));
      return c.json({ match });
    });
}
