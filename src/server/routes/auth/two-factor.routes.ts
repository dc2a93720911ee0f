import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { errorJson } from '../../http/errors';
import { authUserId } from '../../http/ids';
import { validate } from '../../http/validate';
import { minutesUntil } from '../../rate-limit/rate-counter';
import {
  backupCodeInput,
  totpCodeInput,
  twoFactorPasswordInput,
} from '../../../shared/schemas/two-factor';
import { CLIENT_IP_HEADER } from '../../auth';
import { requestOrigin } from '../../security/auth-events';
import { recordQuietly, type SecurityEventDeps } from '../../security/security-events';
import type { SecurityEventKind } from '../../../shared/schemas/security';
import { forAuth, reshape } from './auth-answers';
import { knownDeviceCookie } from './known-device';
import { createCodeThrottle } from './code-throttle';
import { claimTotpStep } from './totp-steps';
import { session } from '../../db/schema';
import { requireApproved, requireSession } from '../../middleware/require-session';
import type { UserId } from '../../../shared/schemas/ids';

/** better-auth's messages for a wrong password or code, in the product's words. */
const MESSAGES: Record<string, string> = {
  invalid_password: 'That password is not right.',
  invalid_code: 'That code is not right. Enter the current code from your authenticator app.',
  invalid_backup_code: 'That backup code is not right, or it was used already.',
  invalid_two_factor_cookie: 'This sign-in step has expired. Sign in with your password again.',
  too_many_attempts_request_new_code:
    'Too many wrong codes for this sign-in. Sign in with your password again.',
  totp_already_enabled: 'Two-factor authentication is already on.',
  totp_not_enabled: 'Two-factor authentication is not on.',
};

export const CODE_USED_MESSAGE =
  'That code was used already. Sign in with your password again and enter the next code from your authenticator app.';

async function worded(response: Response): Promise<Response> {
  const answer = await reshape(response);
  if (answer.ok) return answer;
  const body = (await answer.json()) as { error: { code: string; message: string } };
  const message = MESSAGES[body.error.code] ?? body.error.message;
  return new Response(JSON.stringify({ error: { ...body.error, message } }), {
    status: answer.status,
    headers: answer.headers,
  });
}

/** True when a sign-in answer asks for the second factor rather than starting a session. */
export async function awaitsSecondFactor(answer: Response): Promise<boolean> {
  const body = (await answer
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  return body?.twoFactorRedirect === true;
}

type Deps = Pick<AppDeps, 'auth' | 'rateCounter' | 'logger' | 'config' | 'db'> & {
  securityEvents: SecurityEventDeps;
};

/**
 * better-auth's twoFactor endpoints the product uses, with strict bodies and codes throttled
 * per address before they are checked, as passwords are.
 */
export function createTwoFactorRoutes({
  auth,
  rateCounter,
  logger,
  config,
  db,
  securityEvents,
}: Deps) {
  const throttle = createCodeThrottle(rateCounter);
  // Setting up a second factor is part of Settings, which opens on approval
  // (docs/decisions/0124-two-factor.md); turning it off and signing in stay open.
  const approvedOnly = [requireSession({ auth, db, config }), requireApproved] as const;
  const secure = config.baseURL.startsWith('https://');

  /** The signed-in member behind a request, or null (a sign-in's code step has no session). */
  async function signedInUser(request: Request, ip: string) {
    const session = await auth.api.getSession({ headers: forAuth(request, ip) });
    return session ? authUserId(session.user.id) : null;
  }

  /** Puts a change of the member's second factor in their security activity. */
  function recordChange(userId: UserId, request: Request, ip: string, kind: SecurityEventKind) {
    const origin = requestOrigin(forAuth(request, ip), CLIENT_IP_HEADER);
    return recordQuietly(securityEvents, userId, kind, origin);
  }

  /**
   * A TOTP code better-auth accepted is claimed by its time step: false when that step passed
   * before (a replayed code). A sign-in's new session is then ended before anyone sees it.
   */
  async function claimed(response: Response, code: string, startedAt: number, signedIn: boolean) {
    const body = (await response.clone().json()) as { token?: string; user?: { id?: string } };
    if (!body.user?.id) return true;
    const fresh = await claimTotpStep({ auth, db }, authUserId(body.user.id), code, startedAt);
    // A signed-in member's own check or set-up only records the step.
    if (fresh || signedIn) return true;
    if (body.token) await db.delete(session).where(eq(session.token, body.token));
    return false;
  }

  /** Checks a code through better-auth once the address still has guesses left. */
  async function checkCode<E extends AppEnv>(
    c: Context<E>,
    verify: (headers: Headers) => Promise<Response>,
    totp?: string,
  ) {
    const ip = c.get('clientIp');
    const attempt = await throttle.begin(ip);
    if (attempt.blockedUntil) {
      logger.warn({ ip }, 'two-factor code throttled');
      c.header(
        'Retry-After',
        String(Math.ceil((attempt.blockedUntil.getTime() - Date.now()) / 1000)),
      );
      return errorJson(
        c,
        429,
        'too_many_attempts',
        `Too many wrong codes. Try again in ${minutesUntil(attempt.blockedUntil)} minute(s).`,
      );
    }
    // Read before the code is checked: confirming set-up replaces the session.
    const settingUp = await signedInUser(c.req.raw, ip);
    const startedAt = Date.now();
    const response = await verify(forAuth(c.req.raw, ip));
    if (!response.ok) {
      logger.warn({ ip }, 'two-factor code refused');
      return worded(response);
    }
    if (totp !== undefined && !(await claimed(response, totp, startedAt, settingUp !== null))) {
      logger.warn({ ip }, 'two-factor code replayed');
      return errorJson(c, 401, 'code_used', CODE_USED_MESSAGE);
    }
    await attempt.succeeded();
    if (settingUp) await recordChange(settingUp, c.req.raw, ip, 'two_factor_enabled');
    const answer = await worded(response);
    const body = (await answer.clone().json()) as { user?: { email?: string } };
    // A code that completes a sign-in makes this browser one the account signed in from.
    if (!c.req.header('cookie')?.includes('session_token') && body.user?.email) {
      const { secret } = await auth.$context;
      answer.headers.append('set-cookie', await knownDeviceCookie(secret, body.user.email, secure));
      logger.info({ email: body.user.email, ip }, 'signed in with a second factor');
    }
    return answer;
  }

  return new Hono<AppEnv>()
    .post('/enable', ...approvedOnly, validate('json', twoFactorPasswordInput), async (c) => {
      const { password } = c.req.valid('json');
      return worded(
        await auth.api.enableTwoFactor({
          body: { password, method: 'totp' },
          headers: forAuth(c.req.raw, c.get('clientIp')),
          asResponse: true,
        }),
      );
    })
    .post('/disable', validate('json', twoFactorPasswordInput), async (c) => {
      const { password } = c.req.valid('json');
      const userId = await signedInUser(c.req.raw, c.get('clientIp'));
      const response = await auth.api.disableTwoFactor({
        body: { password },
        headers: forAuth(c.req.raw, c.get('clientIp')),
        asResponse: true,
      });
      if (response.ok && userId) {
        await recordChange(userId, c.req.raw, c.get('clientIp'), 'two_factor_disabled');
      }
      return worded(response);
    })
    .post(
      '/generate-backup-codes',
      ...approvedOnly,
      validate('json', twoFactorPasswordInput),
      async (c) =>
        worded(
          await auth.api.generateBackupCodes({
            body: c.req.valid('json'),
            headers: forAuth(c.req.raw, c.get('clientIp')),
            asResponse: true,
          }),
        ),
    )
    .post('/verify-totp', validate('json', totpCodeInput), (c) =>
      checkCode(
        c,
        (headers) => auth.api.verifyTOTP({ body: c.req.valid('json'), headers, asResponse: true }),
        c.req.valid('json').code,
      ),
    )
    .post('/verify-backup-code', validate('json', backupCodeInput), (c) =>
      checkCode(c, (headers) =>
        auth.api.verifyBackupCode({ body: c.req.valid('json'), headers, asResponse: true }),
      ),
    );
}
