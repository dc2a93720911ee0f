import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { generationRefused, writerFailure } from '../../writers/generation-http';
import {
  generateObjectionInput,
  saveObjectionInput,
  type ObjectionResponse,
} from '../../../shared/schemas/objections';
import { deleteObjection, listObjections, saveObjection } from './objections.service';
import type { ObjectionId } from '../../../shared/schemas/ids';

export function createObjectionsRoutes({ db, writer, logger, rateCounter }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) =>
      c.json({ objections: await listObjections(db, c.get('viewer').profile) }),
    )
    .post('/', validate('json', saveObjectionInput), async (c) => {
      const objection = await saveObjection(db, c.get('viewer').profile, c.req.valid('json'));
      return c.json({ objection }, 201);
    })
    .delete('/:id', idParam<ObjectionId>('Objection not found'), async (c) => {
      const { id } = c.req.valid('param');
      await deleteObjection(db, c.get('viewer').profile, id);
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
