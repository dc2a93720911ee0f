import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv, AppDeps } from '../context';
import { errorJson } from '../http/errors';
import { findTokenHolder, touchApiToken } from '../security/api-tokens.service';
import { TOKEN_REFUSED_MESSAGE, type ApiTokenScope } from '../../shared/schemas/api-token-texts';
import type { ApiTokenId } from '../../shared/schemas/ids';
import { approvalRefusal } from './require-session';

export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;

/**
 * Counts `requests` against the token's per-minute limit (every request counts one; an MCP
 * batch counts each of its messages): past the limit, the 429 to answer, with Retry-After.
 */
export async function countTokenRequests(
  { rateCounter, config }: Pick<AppDeps, 'rateCounter' | 'config'>,
  c: Context,
  tokenId: ApiTokenId,
  requests = 1,
): Promise<Response | null> {
  const perMinute = config.apiTokenRequestsPerMinute ?? API_TOKEN_REQUESTS_PER_MINUTE;
  const window = await rateCounter.hit(`api-token:${tokenId}`, 60, requests);
  if (window.count <= perMinute) return null;
  const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
  c.header('Retry-After', String(seconds));
  return errorJson(
    c,
    429,
    'rate_limited',
    `This token has made ${perMinute} requests this minute. Please try again in ${seconds} seconds.`,
  );
}

/**
 * The v1 API's (and any later token route's) caller: `Authorization: Bearer <token>` becomes
 * the same viewer a session gives (docs/decisions/0135-api-tokens.md). Cookies are never read,
 * so a browser's ambient credentials cannot call these routes (nothing to forge: no CSRF), and
 * nothing here sets one. Every request is checked: revoked, expired and unknown tokens answer
 * 401, a pending or rejected member 403 as their session would, and past the per-token limit
 * 429 with Retry-After (counted in the database, shared by every instance).
 */
export function requireApiToken({
  db,
  rateCounter,
  config,
}: Pick<AppDeps, 'db' | 'rateCounter' | 'config'>) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const bearer = c.req.header('authorization')?.match(BEARER)?.[1];
    if (!bearer) {
      c.header('WWW-Authenticate', 'Bearer');
      return errorJson(
        c,
        401,
        'unauthenticated',
        'Send a personal API token: Authorization: Bearer <token> (Settings → API tokens).',
      );
    }
    const holder = await findTokenHolder(db, bearer);
    if (!holder) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return errorJson(c, 401, 'invalid_token', TOKEN_REFUSED_MESSAGE);
    }
    const refusal = approvalRefusal(holder.profile);
    if (refusal) return errorJson(c, 403, refusal.code, refusal.message);
    const limited = await countTokenRequests({ rateCounter, config }, c, holder.token.id);
    if (limited) return limited;
    await touchApiToken(db, holder.token);
    const { token, ...member } = holder;
    c.set('viewer', { ...member, token: { id: token.id, scope: token.scope } });
    await next();
    // A token request is answered without cookies, whatever a handler did.
    c.res.headers.delete('set-cookie');
  });
}

/** Why a read token may not log (the v1 API's 403 and the MCP server's tool error). */
export const INSUFFICIENT_SCOPE_MESSAGE =
  'This token can only read: create a token with the "Read and log" scope to log.';

/** Logging needs the 'read_log' scope: a read token gets 403 insufficient_scope. */
export const requireScope = (scope: Exclude<ApiTokenScope, 'read'>) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    if (c.get('viewer').token.scope !== scope) {
      return errorJson(c, 403, 'insufficient_scope', INSUFFICIENT_SCOPE_MESSAGE);
    }
    await next();
  });
