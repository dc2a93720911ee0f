import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { authId } from '../../http/ids';
import { validate } from '../../http/validate';
import { CLIENT_IP_HEADER } from '../../auth';
import { requestOrigin } from '../../security/auth-events';
import { listPasskeys, removePasskey, renamePasskey } from '../../security/passkeys.service';
import { recordQuietly } from '../../security/security-events';
import { forAuth } from '../auth/auth-answers';
import { passkeyAnswer } from '../auth/passkey-answers';
import {
  addPasskeyInput,
  passkeyNameInput,
  type PasskeysResponse,
} from '../../../shared/schemas/passkey';
import type { PasskeyId } from '../../../shared/schemas/ids';

const passkeyParam = z.object({ id: authId<PasskeyId>() });

/**
 * Settings → Security → Passkeys: adding one runs better-auth's passkey plugin (its challenge,
 * then the browser's signed answer); the list, names and removal are the member's own rows.
 */
export function createPasskeyRoutes({ auth, db, mailer, logger, config }: AppDeps) {
  const securityEvents = { db, mailer, logger, appUrl: config.baseURL };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const body: PasskeysResponse = { passkeys: await listPasskeys(db, c.get('viewer').userId) };
      return c.json(body);
    })
    .get('/register-options', async (c) =>
      passkeyAnswer(
        await auth.api.generatePasskeyRegistrationOptions({
          headers: forAuth(c.req.raw, c.get('clientIp')),
          asResponse: true,
        }),
      ),
    )
    .post('/', validate('json', addPasskeyInput), async (c) => {
      const headers = forAuth(c.req.raw, c.get('clientIp'));
      const { response, name } = c.req.valid('json');
      const answer = await passkeyAnswer(
        await auth.api.verifyPasskeyRegistration({
          body: { response, name },
          headers,
          asResponse: true,
        }),
      );
      if (answer.ok) {
        await recordQuietly(securityEvents, c.get('viewer').userId, 'passkey_added', {
          ...requestOrigin(headers, CLIENT_IP_HEADER),
          passkey: name,
        });
      }
      return answer;
    })
    .patch(
      '/:id',
      validate('param', passkeyParam),
      validate('json', passkeyNameInput),
      async (c) => {
        const { name } = c.req.valid('json');
        await renamePasskey(db, c.get('viewer').userId, c.req.valid('param').id, name);
        return c.json({ renamed: true });
      },
    )
    .delete('/:id', validate('param', passkeyParam), async (c) => {
      await removePasskey(db, c.get('viewer').userId, c.req.valid('param').id);
      return c.json({ removed: true });
    });
}
