import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { errorJson } from '../../http/errors';
import { validate } from '../../http/validate';
import { recordQuietly } from '../../security/security-events';
import { detectorsConfig } from '../../../shared/extension/detectors';
import { API_TOKEN_SCOPE_LABELS } from '../../../shared/schemas/api-token-texts';
import { extensionConnectInput, extensionTokenInput } from '../../../shared/schemas/extension';
import { approveConnect, exchangeConnect } from './connect.service';
import { currentDetectors, resetDetectors, saveDetectors } from './detectors.service';

/** Exchanges per address in 10 minutes: a code is 256 bits, this only keeps a flood off. */
export const TOKEN_EXCHANGES_PER_10_MINUTES = 30;

/**
 * The connect page (docs/decisions/0140-browser-extension.md): the signed-in, approved member
 * approves the extension that opened it, and gets a one-time code for its tab.
 */
export function createExtensionRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post('/connect', validate('json', extensionConnectInput), async (c) =>
    c.json(await approveConnect(db, c.get('viewer').profile, c.req.valid('json')), 201),
  );
}

/**
 * The extension fetches its token: public (the extension has no session), authenticated by the
 * one-time code and the secret behind its challenge. The new token joins the member's security
 * activity like any other.
 */
export function createExtensionTokenRoutes({ db, mailer, logger, config, rateCounter }: AppDeps) {
  const securityEvents = { db, mailer, logger, appUrl: config.baseURL };
  return new Hono<AppEnv>().post('/', validate('json', extensionTokenInput), async (c) => {
    const window = await rateCounter.hit(`extension-token:ip:${c.get('clientIp')}`, 600);
    if (window.count > TOKEN_EXCHANGES_PER_10_MINUTES) {
      const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
      c.header('Retry-After', String(seconds));
      return errorJson(c, 429, 'rate_limited', 'Too many tries. Wait a few minutes.');
    }
    const { userId, ...answer } = await exchangeConnect(db, c.req.valid('json'));
    await recordQuietly(securityEvents, userId, 'api_token_created', {
      ipAddress: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? null,
      apiToken: answer.name,
      scope: API_TOKEN_SCOPE_LABELS.read_log.toLowerCase(),
    });
    return c.json(answer, 201);
  });
}

/** The coach's copy of the detectors (Admin Panel → Community → Browser extension). */
export function createExtensionDetectorsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await currentDetectors(db)))
    .put('/', validate('json', detectorsConfig), async (c) =>
      c.json(await saveDetectors(db, c.get('viewer').profile, c.req.valid('json'))),
    )
    .delete('/', async (c) => c.json(await resetDetectors(db)));
}
