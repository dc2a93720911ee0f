import { and, lt, or, sql, like } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { verification } from '../../db/schema';
import { errorJson } from '../../http/errors';
import { validate } from '../../http/validate';
import { minutesUntil, type RateCounter } from '../../rate-limit/rate-counter';
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

const CHALLENGE_WINDOW_SECONDS = 10 * 60;
/** Passkey sign-in challenges one address may ask for per window (a sign-in needs one). */
export const CHALLENGES_PER_ADDRESS = 10;
/** …and every address together: each challenge is a row, so their number stays bounded. */
export const CHALLENGES_PER_WINDOW = 300;

/**
 * The plugin writes each challenge as a verification row that lives 5 minutes; one never
 * answered is never consumed. Expired ones (the plugin's own JSON, sign-in or set-up) go when a
 * new one is issued.
 */
async function dropExpiredChallenges(db: Db): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        lt(verification.expiresAt, sql`now()`),
        or(
          like(verification.value, '{"type":"authentication",%'),
          like(verification.value, '{"type":"registration",%'),
        ),
      ),
    );
}

/** When this address, or everyone together, asked for too many challenges: until when. */
async function challengeLimit(counter: RateCounter, ip: string): Promise<Date | null> {
  const byAddress = await counter.hit(`passkey-challenge:ip:${ip}`, CHALLENGE_WINDOW_SECONDS);
  if (byAddress.count > CHALLENGES_PER_ADDRESS) return byAddress.resetAt;
  const all = await counter.hit('passkey-challenge:all', CHALLENGE_WINDOW_SECONDS);
  return all.count > CHALLENGES_PER_WINDOW ? all.resetAt : null;
}

export function createPasskeySignInRoutes({ auth, logger, config, db, rateCounter }: AppDeps) {
  const secure = config.baseURL.startsWith('https://');
  return new Hono<AppEnv>()
    .get('/sign-in-options', async (c) => {
      const ip = c.get('clientIp');
      const limitedUntil = await challengeLimit(rateCounter, ip);
      if (limitedUntil) {
        logger.warn({ ip }, 'passkey challenges throttled');
        c.header('Retry-After', String(Math.ceil((limitedUntil.getTime() - Date.now()) / 1000)));
        return errorJson(
          c,
          429,
          'too_many_passkey_requests',
          `Too many passkey sign-in requests. Try again in ${minutesUntil(limitedUntil)} minute(s), or sign in with your password.`,
        );
      }
      await dropExpiredChallenges(db);
      return passkeyAnswer(
        await auth.api.generatePasskeyAuthenticationOptions({
          headers: forAuth(c.req.raw, ip),
          asResponse: true,
        }),
      );
    })
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
