import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { createSetterInput, updateSetterInput } from '../../../shared/schemas/setters';
import { addSetter, listSetters, setSetterActive } from './setters.service';
import type { SetterId } from '../../../shared/schemas/ids';

const listQuery = z.strictObject({ active: z.enum(['true', 'false']).optional() });

export function createSettersRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', listQuery), async (c) => {
      const activeOnly = c.req.valid('query').active === 'true';
      return c.json({ setters: await listSetters(db, c.get('viewer').profile, activeOnly) });
    })
    .post('/', validate('json', createSetterInput), async (c) => {
      const setter = await addSetter(db, c.get('viewer').profile, c.req.valid('json').setterName);
      return c.json({ setter }, 201);
    })
    .patch(
      '/:id',
      validate('json', updateSetterInput),
      idParam<SetterId>('Setter not found'),
      async (c) => {
        const setter = await setSetterActive(
          db,
          c.get('viewer').profile,
          c.req.valid('param').id,
          c.req.valid('json').isActive,
        );
        return c.json({ setter });
      },
    );
}
