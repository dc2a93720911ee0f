import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { assertUuid } from '../../http/ids';
import { validate } from '../../http/validate';
import { generationRefused, writerFailure } from '../../writers/generation-http';
import {
  generateObjectionInput,
  saveObjectionInput,
  type ObjectionResponse,
} from '../../../shared/schemas/objections';
import { deleteObjection, listObjections, saveObjection } from './objections.service';

export function createObjectionsRoutes({ db, writer, logger, rateCounter }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ objections: await listObjections(db, c.get('viewer').userId) }))
    .post('/', validate('json', saveObjectionInput), async (c) => {
      const objection = await saveObjection(db, c.get('viewer').userId, c.req.valid('json'));
      return c.json({ objection }, 201);
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      assertUuid(id, 'Objection not found');
      await deleteObjection(db, c.get('viewer').userId, id);
      return c.json({ deleted: id });
    })
    .post('/generate', validate('json', generateObjectionInput), async (c) => {
      const refused = await generationRefused(c, rateCounter, c.get('viewer').userId);
      if (refused) return refused;
      const input = c.req.valid('json');
      const variant = input.variant ?? 0;
      let response: string;
      try {
        response = await writer.objectionResponse({ ...input, variant });
      } catch (error) {
        throw writerFailure(error, logger, 'response');
      }
      const body: ObjectionResponse = {
        response,
        writer: writer.kind,
        writerLabel: writer.label,
        variant,
      };
      return c.json(body);
    });
}
