import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import {
  dmLookupInput,
  editDmInput,
  idempotencyHeader,
  logDmInput,
} from '../../../shared/schemas/dm';
import { awardsAchievements } from '../progress/award-on-write';
import { deleteDm, editDm, logDm, lookupDm, transition } from './dms.service';
import type { DmId } from '../../../shared/schemas/ids';

const dmId = idParam<DmId>('DM not found');

/**
 * One DM's life: log, reply, meeting (and their undo, docs/decisions/0106-undo-and-edit.md), edit,
 * delete.
 */
export function createDmsRoutes({ db }: AppDeps) {
  const awards = awardsAchievements(db);
  return new Hono<AppEnv>()
    .post(
      '/',
      awards,
      validate('header', idempotencyHeader),
      validate('json', logDmInput),
      async (c) => {
        const result = await logDm(
          db,
          c.get('viewer').profile,
          c.req.valid('json'),
          c.req.valid('header')['idempotency-key'],
        );
        return c.json(result, 201);
      },
    )
    .get('/lookup', validate('query', dmLookupInput), async (c) =>
      c.json(await lookupDm(db, c.get('viewer').profile, c.req.valid('query'))),
    )
    .post('/:id/reply', awards, validate('header', idempotencyHeader), dmId, async (c) =>
      c.json({
        dm: await transition(
          db,
          c.get('viewer').profile,
          c.req.valid('param').id,
          'reply',
          c.req.valid('header')['idempotency-key'],
        ),
      }),
    )
    .delete('/:id/reply', dmId, async (c) =>
      c.json({
        dm: await transition(db, c.get('viewer').profile, c.req.valid('param').id, 'undo-reply'),
      }),
    )
    .post('/:id/meeting', awards, validate('header', idempotencyHeader), dmId, async (c) =>
      c.json({
        dm: await transition(
          db,
          c.get('viewer').profile,
          c.req.valid('param').id,
          'meeting',
          c.req.valid('header')['idempotency-key'],
        ),
      }),
    )
    .delete('/:id/meeting', dmId, async (c) =>
      c.json({
        dm: await transition(db, c.get('viewer').profile, c.req.valid('param').id, 'undo-meeting'),
      }),
    )
    .patch('/:id', validate('json', editDmInput), dmId, async (c) =>
      c.json({
        dm: await editDm(db, c.get('viewer').profile, c.req.valid('param').id, c.req.valid('json')),
      }),
    )
    .delete('/:id', dmId, async (c) => {
      await deleteDm(db, c.get('viewer').profile, c.req.valid('param').id);
      return c.json({ deleted: true });
    });
}
