import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { settingsInput, type MeResponse } from '../../../shared/schemas/profile';
import { toProfile } from '../../profiles/profiles.service';
import { personalGoalInput } from '../../../shared/schemas/goal';
import { personalGoal, setPersonalGoal } from './goal.service';
import { updateSettings } from './settings.service';
import { renewShareKey, shareKeyOf } from '../../security/share-key.service';
import type { ShareKeyResponse } from '../../../shared/schemas/dm';

/** GET /api/me works for any signed-in account (the pending panel needs it). */
export function createMeRoutes({ config, writer }: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    const viewer = c.get('viewer');
    const body: MeResponse = {
      profile: toProfile(viewer.profile, viewer.email),
      features: {
        coachUrl: config.coachUrl,
        writer: writer.kind,
        emailVerification: config.emailVerification,
      },
    };
    return c.json(body);
  });
}

export function createSettingsRoutes({ db, auth }: AppDeps) {
  const secret = async () => (await auth.$context).secret;
  return (
    new Hono<AppEnv>()
      .patch('/', validate('json', settingsInput), async (c) => {
        const viewer = c.get('viewer');
        const row = await updateSettings(db, viewer.profile, c.req.valid('json'));
        return c.json({ profile: toProfile(row, viewer.email) });
      })
      .get('/goal', async (c) => c.json(await personalGoal(db, c.get('viewer').profile)))
      .put('/goal', validate('json', personalGoalInput), async (c) => {
        const { personalGoal: goal } = c.req.valid('json');
        return c.json(await setPersonalGoal(db, c.get('viewer').profile, goal));
      })
      // The bookmarklet's proof for "Log at once" (docs/product.md §4.17); POST makes a new one.
      .get('/share-key', async (c) => {
        const body: ShareKeyResponse = {
          key: await shareKeyOf(db, await secret(), c.get('viewer').profile),
        };
        return c.json(body);
      })
      .post('/share-key', async (c) => {
        const body: ShareKeyResponse = {
          key: await renewShareKey(db, await secret(), c.get('viewer').profile),
        };
        return c.json(body);
      })
  );
}
