import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import {
  editProspectInput,
  followUpsQuery,
  mergeInput,
  prospectsQuery,
} from '../../../shared/schemas/prospects';
import {
  editProspect,
  followUps,
  getProspect,
  listProspects,
  prospectStats,
} from './prospects.service';
import { mergeProspects, undoMerge } from './prospect-merge.service';
import type { ProspectId } from '../../../shared/schemas/ids';

const prospectId = idParam<ProspectId>('Prospect not found');

/**
 * The Prospect Tracker: people, each with every DM to them (docs/decisions/0132-prospects.md).
 * Reads are filtered, searched keyset pages, stats and follow-ups, all in SQL; a prospect's
 * name, company, notes, cadence and snooze are edited here, and two prospects that are one
 * person are merged (and un-merged). Logging stays with /api/dms.
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
    .get('/:id', prospectId, async (c) =>
      c.json(await getProspect(db, c.get('viewer').profile, c.req.valid('param').id)),
    )
    .patch('/:id', validate('json', editProspectInput), prospectId, async (c) =>
      c.json({
        prospect: await editProspect(
          db,
          c.get('viewer').profile,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      }),
    )
    .post('/:id/merge', validate('json', mergeInput), prospectId, async (c) =>
      c.json(
        await mergeProspects(
          db,
          c.get('viewer').profile,
          c.req.valid('param').id,
          c.req.valid('json').from,
        ),
      ),
    )
    .post('/:id/unmerge', validate('json', mergeInput), prospectId, async (c) =>
      c.json(
        await undoMerge(
          db,
          c.get('viewer').profile,
          c.req.valid('param').id,
          c.req.valid('json').from,
        ),
      ),
    );
}
