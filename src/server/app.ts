import { sql } from 'drizzle-orm';
import { Hono, type Context, type Schema } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ApiEnv, AppDeps, AppEnv } from './context';
import { errorJson, HttpError } from './http/errors';
import { jsonDepthLimit } from './http/json-depth';
import { originPolicy } from './http/origins';
import { answering } from './middleware/answering';
import { clientIp } from './middleware/client-ip';
import { logRefusals } from './middleware/log-refusals';
import { requireApiToken } from './middleware/require-api-token';
import { requireAdmin, requireApproved, requireSession } from './middleware/require-session';
import { jsonBodiesOnly, noStore, sameOriginOnly, securityHeaders } from './middleware/security';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  unavailableWhenDatabaseIs,
} from './middleware/database-unavailable';
import { createAdminRoutes } from './routes/admin/admin.routes';
import { createAnalyticsRoutes } from './routes/analytics/analytics.routes';
import { createAuthRoutes } from './routes/auth/auth.routes';
import { createDmsRoutes } from './routes/dms/dms.routes';
import { createExportsRoutes } from './routes/exports/exports.routes';
import {
  createExtensionRoutes,
  createExtensionTokenRoutes,
} from './routes/extension/extension.routes';
import { createLogsRoutes } from './routes/logs/logs.routes';
import { createMcpRoutes } from './routes/mcp/mcp.routes';
import { createObjectionsRoutes } from './routes/objections/objections.routes';
import { createPrivacyRoutes } from './routes/privacy/privacy.routes';
import { createProgressRoutes } from './routes/progress/progress.routes';
import { createProspectsRoutes } from './routes/prospects/prospects.routes';
import { createScriptsRoutes } from './routes/scripts/scripts.routes';
import { createSecurityRoutes } from './routes/security/security.routes';
import { createMeRoutes, createSettingsRoutes } from './routes/settings/settings.routes';
import { createNotificationsRoutes } from './routes/notifications/notifications.routes';
import { createUnsubscribeRoutes } from './routes/unsubscribe/unsubscribe.routes';
import { createSettersRoutes } from './routes/setters/setters.routes';
import { createTrackerRoutes } from './routes/tracker/tracker.routes';
import { createV1Routes } from './routes/v1/v1.routes';
import { createWebhookRoutes } from './routes/webhooks/webhooks.routes';
import { webhookLogEvents } from './webhooks/events';
import { createApiDocsRoutes } from './routes/v1/docs-page';
import { openApiDocument } from './routes/v1/openapi';
import { webAppRoutes } from './static';

export const MAX_BODY_BYTES = 256 * 1024;
/** A CSV import carries a whole spreadsheet (about 50,000 rows of the export's format). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const CSV_IMPORT_PREFIX = '/api/logs/import';
/** A platform export's facts: up to 10,000 conversations (src/shared/schemas/exports.ts). */
const EXPORTS_PREFIX = '/api/exports';

const tooLarge = (limit: number, message: string) =>
  bodyLimit({
    maxSize: limit,
    onError: (c) => errorJson(c, 413, 'payload_too_large', message),
  });
const bodyLimitDefault = tooLarge(MAX_BODY_BYTES, 'The request body is too large.');
const importBodyLimit = tooLarge(
  MAX_IMPORT_BYTES,
  `The file is too large: import at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB at a time.`,
);

/** Route groups mounted under /api that need a session only (pending accounts included). */
export const SESSION_ONLY_PREFIXES = ['/api/me'];
/** The browser extension fetches its token here (docs/decisions/0140-browser-extension.md). */
const EXTENSION_TOKEN_PREFIX = '/api/extension-token';
/** Route groups open to anyone (the v1 API's description and its reference page included). */
export const PUBLIC_PREFIXES = [
  '/api/auth',
  '/api/health',
  '/api/v1/openapi.json',
  '/api/docs',
  EXTENSION_TOKEN_PREFIX,
];
/**
 * The v1 API and the MCP server: a personal API token only, never a cookie
 * (docs/decisions/0135-api-tokens.md, 0138-mcp-server.md).
 */
export const TOKEN_PREFIXES = ['/api/v1', '/api/mcp'];
export const ADMIN_PREFIXES = ['/api/admin'];
/** A browser extension's own pages and background (ADR 0140). */
const EXTENSION_ORIGIN = /^(chrome|moz)-extension:\/\/[\w-]+$/;

/**
 * Requests no cookie authenticates, so no other site can forge them (CSRF), from any origin: a
 * bearer token's to the token routes (ADR 0135), and the extension's token exchange from an
 * extension's origin, which answers only to its one-time code and secret (ADR 0140). The
 * browser extension calls both from its own origin.
 */
const carriesNoCookieAuth = (c: Context<AppEnv>) =>
  (TOKEN_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) &&
    /^Bearer\s/i.test(c.req.header('authorization') ?? '')) ||
  (c.req.path.startsWith(EXTENSION_TOKEN_PREFIX) &&
    EXTENSION_ORIGIN.test(c.req.header('origin') ?? ''));
/** Public, token-checked: the unsubscribe link of notification mails. */
export const UNSUBSCRIBE_PREFIX = '/unsubscribe';

/**
 * `webRoot`: the built web app to serve (or `web`, its routes with the files already read,
 * src/server/static.ts).
 */
export function createApp(
  deps: AppDeps,
  options: { webRoot?: string; web?: (app: Hono<AppEnv>) => void } = {},
) {
  const { config, logger } = deps;
  const session = requireSession(deps);

  // Every data group sits behind session + approval
  // (docs/decisions/0101-server-enforced-approval.md); nothing is mounted around them.
  const approved = <S extends Schema, B extends string>(group: Hono<AppEnv, S, B>) =>
    new Hono<AppEnv>().use(session, requireApproved).route('/', group);

  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(securityHeaders(config.baseURL.startsWith('https://')))
    .use(clientIp(config.trustProxy))
    .use('/api/*', answering(deps.turns))
    .use('/api/*', noStore, logRefusals(logger), unavailableWhenDatabaseIs(deps.db))
    .use('/api/*', sameOriginOnly(originPolicy(config), carriesNoCookieAuth), jsonBodiesOnly)
    .use('/api/*', (c, next) =>
      (c.req.path.startsWith(CSV_IMPORT_PREFIX) || c.req.path.startsWith(EXPORTS_PREFIX)
        ? importBodyLimit
        : bodyLimitDefault)(c, next),
    )
    .use('/api/*', jsonDepthLimit)
    // A logged DM, reply or meeting goes out to the webhooks that hear it (ADR 0137).
    .use('/api/dms/*', webhookLogEvents(deps))
    .use('/api/v1/dms/*', webhookLogEvents(deps))
    .get('/api/health', (c) => c.json({ ok: true }))
    .get('/api/health/ready', async (c) => {
      await deps.db.execute(sql`select 1`);
      return c.json({ ok: true, database: 'up' });
    })
    .route('/api/auth', createAuthRoutes(deps))
    .route('/api/me', new Hono<AppEnv>().use(session).route('/', createMeRoutes(deps)))
    .route('/api/settings', approved(createSettingsRoutes(deps)))
    .route('/api/dms', approved(createDmsRoutes(deps)))
    .route('/api/tracker', approved(createTrackerRoutes(deps)))
    .route('/api/setters', approved(createSettersRoutes(deps)))
    .route('/api/logs', approved(createLogsRoutes(deps)))
    .route('/api/exports', approved(createExportsRoutes(deps)))
    .route('/api/prospects', approved(createProspectsRoutes(deps)))
    .route('/api/scripts', approved(createScriptsRoutes(deps)))
    .route('/api/objections', approved(createObjectionsRoutes(deps)))
    .route('/api/progress', approved(createProgressRoutes(deps)))
    .route('/api/analytics', approved(createAnalyticsRoutes(deps)))
    .route('/api/notifications', approved(createNotificationsRoutes(deps)))
    .route('/api/security', approved(createSecurityRoutes(deps)))
    .route('/api/privacy', approved(createPrivacyRoutes(deps)))
    .route('/api/webhooks', approved(createWebhookRoutes(deps, 'member')))
    .route('/api/extension', approved(createExtensionRoutes(deps)))
    .route(EXTENSION_TOKEN_PREFIX, createExtensionTokenRoutes(deps))
    .route(
      '/api/admin',
      new Hono<AppEnv>().use(session, requireAdmin).route('/', createAdminRoutes(deps)),
    )
    .get('/api/v1/openapi.json', (c) => c.json(openApiDocument(config.baseURL)))
    .route('/api/docs', createApiDocsRoutes())
    .route(
      '/api/v1',
      new Hono<ApiEnv>().use(requireApiToken(deps)).route('/', createV1Routes(deps)),
    )
    .route(
      '/api/mcp',
      new Hono<ApiEnv>().use(requireApiToken(deps)).route('/', createMcpRoutes(deps)),
    );

  app.route(UNSUBSCRIBE_PREFIX, createUnsubscribeRoutes(deps));
  app.all('/api/*', (c) => errorJson(c, 404, 'not_found', 'No such API route.'));
  const web = options.web ?? (options.webRoot ? webAppRoutes(options.webRoot) : undefined);
  web?.(app);

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return errorJson(c, error.status, error.code, error.message, { fields: error.fields });
    }
    if (error instanceof HTTPException) {
      if (error.status === 400 && /malformed json/i.test(error.message)) {
        return errorJson(c, 400, 'malformed_json', 'The request body is not valid JSON.');
      }
      return errorJson(c, error.status, 'http_error', error.message || 'Request refused.');
    }
    const requestIdValue = c.get('requestId');
    if (isDatabaseUnavailable(error)) {
      logger.warn(
        { err: error, requestId: requestIdValue, path: c.req.path },
        'database unavailable',
      );
      return errorJson(c, 503, 'database_unavailable', DATABASE_UNAVAILABLE_MESSAGE, {
        requestId: requestIdValue,
      });
    }
    logger.error({ err: error, requestId: requestIdValue, path: c.req.path }, 'unhandled error');
    return errorJson(c, 500, 'internal_error', 'Something went wrong on our side.', {
      requestId: requestIdValue,
    });
  });
  return app;
}

export type AppType = ReturnType<typeof createApp>;
