import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { followUpsQuery, prospectsQuery } from '../../../shared/schemas/prospects';
import { followUps, getProspect, listProspects, prospectStats } from './prospects.service';
import type { DmId } from '../../../shared/schemas/ids';

/**
 * The Prospect Tracker's reads: filtered, searched keyset pages, stats and follow-ups, all in
 * SQL (docs/decisions/0118-prospect-search.md). Its writes (reply, meeting, edit, delete) are the
 * /api/dms operations.
 */
export function createProspectsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', prospectsQuery), async (c) =>
      c.json(await listProspects(db, c.get('viewer').profile, c.req.valid('query'))),
    )
    .get('/stats', async (c) => c.json(await prospectStats(db, c.get('viewer').profile)))
    .get('/follow-ups', validate('query', followUpsQuery), async (c) =>
      c.json(await followUps(db, c.get('viewer').profile, c.req.valid('query'))),
    )
    .get('/:id', idParam<DmId>('DM not found'), async (c) =>
      c.json({
        prospect: await getProspect(db, c.get('viewer').profile, c.req.valid('param').id),
      }),
    );
}
