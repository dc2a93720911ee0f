import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { passkeySignInInput } from '../../../shared/schemas/passkey';
import { forAuth } from './auth-answers';
import { knownDeviceCookie } from './known-device';
import { passkeyAnswer } from './passkey-answers';

/**
 * Signing in with a passkey, no password: better-auth's passkey plugin issues the challenge and
 * checks the signed answer; a session then follows the same approval rules as any sign-in.
 */
type VerifyBody = NonNullable<
  Parameters<AppDeps['auth']['api']['verifyPasskeyAuthentication']>[0]
>['body'];

export function createPasskeySignInRoutes({ auth, logger, config }: AppDeps) {
  const secure = config.baseURL.startsWith('https://');
  return new Hono<AppEnv>()
    .get('/sign-in-options', async (c) =>
      passkeyAnswer(
        await auth.api.generatePasskeyAuthenticationOptions({
          headers: forAuth(c.req.raw, c.get('clientIp')),
          asResponse: true,
        }),
      ),
    )
    .post('/sign-in', validate('json', passkeySignInInput), async (c) => {
      const ip = c.get('clientIp');
      const answer = await passkeyAnswer(
        await auth.api.verifyPasskeyAuthentication({
          // The plugin checks the credential's shape and signature itself.
          body: c.req.valid('json') as unknown as VerifyBody,
          headers: forAuth(c.req.raw, ip),
          asResponse: true,
        }),
      );
      if (!answer.ok) {
        logger.warn({ ip }, 'passkey sign-in refused');
        return answer;
      }
      const { user } = (await answer.clone().json()) as { user: { email: string } };
      const { secret } = await auth.$context;
      answer.headers.append('set-cookie', await knownDeviceCookie(secret, user.email, secure));
      logger.info({ email: user.email, ip }, 'signed in with a passkey');
      return answer;
    });
}
