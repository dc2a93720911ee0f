import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import type { Db } from '../../db/client';
import type { Member } from '../../profiles/profiles.service';
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
  /** Merge and its Undo: the same request (`:id` and `{ from }`), one service each. */
  const mergeStep = <T>(
    step: (db: Db, viewer: Member<'timeZone'>, into: ProspectId, from: ProspectId) => Promise<T>,
  ) =>
    createFactory<AppEnv>().createHandlers(validate('json', mergeInput), prospectId, async (c) =>
      c.json(
        await step(db, c.get('viewer').profile, c.req.valid('param').id, c.req.valid('json').from),
      ),
    );
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
    .post('/:id/merge', ...mergeStep(mergeProspects))
    .post('/:id/unmerge', ...mergeStep(undoMerge));
}
