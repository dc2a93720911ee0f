import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import type { z } from 'zod';
import type { AppDeps, AppEnv, MemberEnv } from '../../context';
import type { Db } from '../../db/client';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { HttpError } from '../../http/errors';
import { isShareKey } from '../../security/share-key.service';
import {
  dmLookupInput,
  editDmInput,
  logDmHeaders,
  logHeaders,
  logDmInput,
} from '../../../shared/schemas/dm';
import { SHARE_KEY_REFUSED_MESSAGE } from '../../../shared/schemas/dm-messages';
import { awardsAchievements } from '../progress/award-on-write';
import { deleteDm, editDm, logDm, lookupDm, transition } from './dms.service';
import type { DmId } from '../../../shared/schemas/ids';

const dmId = idParam<DmId>('DM not found');

/** A log's client id, and when it was made: now, or as long ago as it waited on the device. */
export const logOrigin = (headers: z.infer<typeof logHeaders>) =>
  [
    headers['idempotency-key'],
    headers['queued-for-ms'] ? new Date(Date.now() - headers['queued-for-ms']) : undefined,
  ] as const;

/**
 * Log Reply and Log Meeting: the same request, one transition each (the app's routes and
 * /api/v1).
 */
export const logStepHandlers = (db: Db, kind: 'reply' | 'meeting') =>
  createFactory<MemberEnv>().createHandlers(
    awardsAchievements(db),
    validate('header', logHeaders),
    dmId,
    async (c) =>
      c.json({
        dm: await transition(
          db,
          c.get('viewer').profile,
          c.req.valid('param').id,
          kind,
          ...logOrigin(c.req.valid('header')),
        ),
      }),
  );

/**
 * One DM's life: log, reply, meeting (and their undo, docs/decisions/0106-undo-and-edit.md), edit,
 * delete.
 */
export function createDmsRoutes({ db, auth }: AppDeps) {
  const awards = awardsAchievements(db);
  return new Hono<AppEnv>()
    .post(
      '/',
      awards,
      validate('header', logDmHeaders),
      validate('json', logDmInput),
      async (c) => {
        const member = c.get('viewer').profile;
        const { 'share-key': shareKey, ...headers } = c.req.valid('header');
        // A log at once carries the member's share key: a page that opened /share has none.
        const { secret } = await auth.$context;
        if (shareKey !== undefined && !(await isShareKey(db, secret, member, shareKey))) {
          throw new HttpError(403, 'share_key_invalid', SHARE_KEY_REFUSED_MESSAGE);
        }
        const result = await logDm(db, member, c.req.valid('json'), ...logOrigin(headers));
        return c.json(result, 201);
      },
    )
    .get('/lookup', validate('query', dmLookupInput), async (c) =>
      c.json(await lookupDm(db, c.get('viewer').profile, c.req.valid('query'))),
    )
    .post('/:id/reply', ...logStepHandlers(db, 'reply'))
    .delete('/:id/reply', dmId, async (c) =>
      c.json({
        dm: await transition(db, c.get('viewer').profile, c.req.valid('param').id, 'undo-reply'),
      }),
    )
    .post('/:id/meeting', ...logStepHandlers(db, 'meeting'))
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
