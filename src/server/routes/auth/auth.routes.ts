import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { user, verification } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../context';
import { errorJson } from '../../http/errors';
import { allowedOrigins, isOwnAddress, originPolicy } from '../../http/origins';
import { authUserId } from '../../http/ids';
import { validate } from '../../http/validate';
import { signInInput, signUpInput } from '../../../shared/schemas/auth';
import { minutesUntil } from '../../rate-limit/rate-counter';
import { weakPasswordFor, type PasswordOwner } from '../../password-strength';
import { CLIENT_IP_HEADER } from '../../auth';
import { forAuth, reshape } from './auth-answers';
import { recordQuietly } from '../../security/security-events';
import { requestOrigin } from '../../security/auth-events';
import { isKnownDevice, knownDeviceCookie } from './known-device';
import { createSignInCodeStep, EMAIL_CODE_REFUSED_MESSAGE } from './sign-in-code';
import { createSignInThrottle } from './sign-in-throttle';
import { awaitsSecondFactor, createTwoFactorRoutes } from './two-factor.routes';
import { createPasskeySignInRoutes } from './passkey-sign-in.routes';

const SIGN_UPS_PER_HOUR_PER_IP = 20;

export const FOREIGN_CALLBACK_MESSAGE =
  'This link would lead away from DM Sprint: only its own pages can follow it.';

/**
 * The better-auth endpoints the product uses (docs/decisions/0117-only-what-the-product-uses.md);
 * every other one answers 404.
 */
const PASSED_THROUGH = [
  '/sign-out',
  '/get-session',
  '/verify-email',
  '/send-verification-email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/revoke-sessions',
];

/** Endpoints that send mail to the address in their body: a few per address per hour. */
const MAILING_ENDPOINTS = new Set(['/send-verification-email', '/request-password-reset']);
const MAILS_PER_HOUR_PER_ADDRESS = 3;

/** Endpoints that set a new password: it must not be easy to guess. */
const NEW_PASSWORD_ENDPOINTS = new Set(['/change-password', '/reset-password']);

/** Where better-auth may send the member after a link or form: only to this app. */
const NEXT_ADDRESS_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/** A passed-through request's JSON body, read from a copy (better-auth reads the original). */
const jsonBody = (request: Request) =>
  request
    .clone()
    .json()
    .catch(() => null) as Promise<Record<string, unknown> | null>;

export function createAuthRoutes(deps: AppDeps) {
  const { auth, rateCounter, logger, config, db, mailer } = deps;
  const securityEvents = { db, mailer, logger, appUrl: config.baseURL };
  const throttle = createSignInThrottle(rateCounter);
  const signInCode = createSignInCodeStep(deps);
  /** When the mail asked for is over its address's limit, the time it may be asked again. */
  const mailThrottle = async (request: Request): Promise<Date | null> => {
    const body = await jsonBody(request);
    if (typeof body?.email !== 'string') return null; // better-auth refuses it
    const window = await rateCounter.hit(`mail:${body.email.trim().toLowerCase()}`, 3600);
    return window.count > MAILS_PER_HOUR_PER_ADDRESS ? window.resetAt : null;
  };

  /** Whose password a reset (the token's member) or a change (the session's) sets. */
  const passwordOwner = async (
    request: Request,
    ip: string,
    body: Record<string, unknown>,
  ): Promise<PasswordOwner | null> => {
    const owner = { email: user.email, name: user.name, company: user.company };
    if (typeof body.token === 'string') {
      const [row] = await db
        .select(owner)
        .from(verification)
        .innerJoin(user, sql`${user.id} = ${verification.value}`)
        .where(eq(verification.identifier, `reset-password:${body.token}`));
      return row ?? null;
    }
    const session = await auth.api.getSession({ headers: forAuth(request, ip) });
    if (!session) return null;
    const [row] = await db
      .select(owner)
      .from(user)
      .where(eq(user.id, authUserId(session.user.id)));
    return row ?? null;
  };

  return new Hono<AppEnv>()
    .post('/sign-in/email', validate('json', signInInput), async (c) => {
      const { email, password, rememberMe, emailCode } = c.req.valid('json');
      const ip = c.get('clientIp');
      const { secret } = await auth.$context;
      const attempt = await throttle.begin(email, ip, await isKnownDevice(c, secret, email));
      if (attempt.blockedUntil) {
        logger.warn({ email, ip }, 'sign-in throttled');
        c.header(
          'Retry-After',
          String(Math.ceil((attempt.blockedUntil.getTime() - Date.now()) / 1000)),
        );
        return errorJson(
          c,
          429,
          'too_many_attempts',
          `Too many failed sign-in attempts. Try again in ${minutesUntil(attempt.blockedUntil)} minute(s).`,
        );
      }
      // Under attack the account stays open, but a new device needs a second factor too.
      if (attempt.accountUnderAttack) {
        const step = await signInCode.check({ email, password, emailCode }, attempt.succeeded);
        if (step === 'ask_code') {
          logger.warn({ email, ip }, 'sign-in from a new device under attack: email code asked');
          return c.json({ emailCodeRequired: true as const });
        }
        if (step === 'refused') {
          logger.warn({ email, ip }, 'sign-in failed: password or email code');
          return errorJson(c, 401, 'invalid_email_code', EMAIL_CODE_REFUSED_MESSAGE);
        }
      }
      const response = await auth.api.signInEmail({
        body: { email, password, rememberMe: rememberMe ?? true },
        headers: forAuth(c.req.raw, ip),
        asResponse: true,
      });
      if (response.status === 401) {
        logger.warn({ email, ip }, 'sign-in failed');
        return reshape(response);
      }
      if (response.ok) {
        await attempt.succeeded();
        const answer = await reshape(response);
        // With 2FA on, the password only opens the code step; the device is known after it.
        if (await awaitsSecondFactor(answer)) return answer;
        logger.info({ email, ip }, 'signed in');
        answer.headers.append(
          'set-cookie',
          await knownDeviceCookie(secret, email, config.baseURL.startsWith('https://')),
        );
        return answer;
      }
      return reshape(response);
    })
    .post('/sign-up/email', validate('json', signUpInput), async (c) => {
      const input = c.req.valid('json');
      const ip = c.get('clientIp');
      const window = await rateCounter.hit(`signup:ip:${ip}`, 3600);
      if (window.count > SIGN_UPS_PER_HOUR_PER_IP) {
        return errorJson(
          c,
          429,
          'too_many_sign_ups',
          `Too many sign-ups from this address. Try again in ${minutesUntil(window.resetAt)} minute(s).`,
        );
      }
      const weak = await weakPasswordFor(input.password, input);
      if (weak) return errorJson(c, 400, 'weak_password', weak);
      const response = await auth.api.signUpEmail({
        // The verification link signs the member in and lands on the dashboard (docs/product.md, Sign up).
        body: { ...input, callbackURL: '/dashboard' },
        headers: forAuth(c.req.raw, ip),
        asResponse: true,
      });
      if (response.ok) logger.info({ email: input.email, ip }, 'signed up');
      return reshape(response);
    })
    .route(
      '/two-factor',
      createTwoFactorRoutes({ auth, rateCounter, logger, config, db, securityEvents }),
    )
    .route('/passkey', createPasskeySignInRoutes(deps))
    .on(['GET', 'POST'], '/*', async (c) => {
      const endpoint = c.req.path.slice('/api/auth'.length);
      if (
        !PASSED_THROUGH.some(
          (allowed) => endpoint === allowed || endpoint.startsWith(`${allowed}/`),
        )
      ) {
        return errorJson(c, 404, 'not_found', 'No such API route.');
      }
      // A link or form of this app never leads to another site: a reset link's token, a
      // verification's session, must not be handed to the address a stranger chose.
      const body = c.req.method === 'POST' ? await jsonBody(c.req.raw) : null;
      const allowed = allowedOrigins(originPolicy(config), c.req.raw);
      for (const field of NEXT_ADDRESS_FIELDS) {
        const target = c.req.query(field) ?? body?.[field];
        if (typeof target === 'string' && target !== '' && !isOwnAddress(target, allowed)) {
          return errorJson(c, 400, 'foreign_callback_url', FOREIGN_CALLBACK_MESSAGE, {
            fields: { [field]: FOREIGN_CALLBACK_MESSAGE },
          });
        }
      }
      if (NEW_PASSWORD_ENDPOINTS.has(endpoint)) {
        const weak =
          typeof body?.newPassword === 'string'
            ? await weakPasswordFor(
                body.newPassword,
                await passwordOwner(c.req.raw, c.get('clientIp'), body),
              )
            : null;
        if (weak) return errorJson(c, 400, 'weak_password', weak);
      }
      if (MAILING_ENDPOINTS.has(endpoint)) {
        const limited = await mailThrottle(c.req.raw);
        if (limited) {
          c.header('Retry-After', String(Math.ceil((limited.getTime() - Date.now()) / 1000)));
          return errorJson(
            c,
            429,
            'too_many_mails',
            `Too many emails asked for this address. Try again in ${minutesUntil(limited)} minute(s).`,
          );
        }
      }
      const headers = forAuth(c.req.raw, c.get('clientIp'));
      const request = new Request(c.req.raw, { headers, duplex: 'half' } as RequestInit);
      const response = await auth.handler(request);
      if (endpoint === '/change-password' && response.ok) {
        const { user } = (await response.clone().json()) as { user: { id: string } };
        await recordQuietly(
          securityEvents,
          authUserId(user.id),
          'password_changed',
          requestOrigin(headers, CLIENT_IP_HEADER),
        );
      }
      return reshape(response);
    });
}
