import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import {
  exportApplyInput,
  exportMatchInput,
  exportReportInput,
} from '../../../shared/schemas/exports';
import type { ExportApplyId } from '../../../shared/schemas/ids';
import {
  applyExport,
  exportReport,
  matchCounterpart,
  recentApplies,
  undoApply,
} from './exports.service';

/** Checking the logs against a platform export (docs/decisions/0136-platform-exports.md). */
export function createExportsRoutes({ db, turns }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/report', validate('json', exportReportInput), async (c) => {
      const report = await exportReport(db, c.get('viewer').profile, c.req.valid('json'));
      return c.json({ report });
    })
    .post('/apply', validate('json', exportApplyInput), async (c) => {
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
