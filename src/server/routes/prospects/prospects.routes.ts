import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { zonedViewer } from '../../http/viewer';
import { followUpsQuery, prospectsQuery } from '../../../shared/schemas/prospects';
import { followUps, getProspect, listProspects, prospectStats } from './prospects.service';

const idParam = z.object({ id: z.string().max(100) });

/**
 * The Prospect Tracker's reads: filtered, searched keyset pages, stats and follow-ups, all in
 * SQL (docs/decisions/prospect-search.md). Its writes (reply, meeting, edit, delete) are the
 * /api/dms operations.
 */
export function createProspectsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', prospectsQuery), async (c) =>
      c.json(await listProspects(db, zonedViewer(c.get('viewer')), c.req.valid('query'))),
    )
    .get('/stats', async (c) => c.json(await prospectStats(db, zonedViewer(c.get('viewer')))))
    .get('/follow-ups', validate('query', followUpsQuery), async (c) =>
      c.json(await followUps(db, zonedViewer(c.get('viewer')), c.req.valid('query'))),
    )
    .get('/:id', validate('param', idParam), async (c) =>
      c.json({
        prospect: await getProspect(db, c.get('viewer').userId, c.req.valid('param').id),
      }),
    );
}
