import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { createApiToken, listApiTokens, revokeApiToken } from '../../security/api-tokens.service';
import { recordQuietly } from '../../security/security-events';
import { API_TOKEN_SCOPE_LABELS } from '../../../shared/schemas/api-token-texts';
import { createApiTokenInput, type ApiTokensResponse } from '../../../shared/schemas/api-tokens';
import type { ApiTokenId } from '../../../shared/schemas/ids';

const tokenId = idParam<ApiTokenId>('No such API token.');

/**
 * Settings → API tokens (docs/decisions/0135-api-tokens.md): the member's own tokens. A new
 * token is answered once and recorded in the security activity (and mailed, with SMTP).
 */
export function createApiTokenRoutes({ db, mailer, logger, config }: AppDeps) {
  const securityEvents = { db, mailer, logger, appUrl: config.baseURL };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const body: ApiTokensResponse = { tokens: await listApiTokens(db, c.get('viewer').userId) };
      return c.json(body);
    })
    .post('/', validate('json', createApiTokenInput), async (c) => {
      const input = c.req.valid('json');
      const created = await createApiToken(db, c.get('viewer').userId, input);
      await recordQuietly(securityEvents, c.get('viewer').userId, 'api_token_created', {
        ipAddress: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? null,
        apiToken: input.name,
        scope: API_TOKEN_SCOPE_LABELS[input.scope].toLowerCase(),
      });
      return c.json(created, 201);
    })
    .delete('/:id', tokenId, async (c) => {
      await revokeApiToken(db, c.get('viewer').userId, c.req.valid('param').id);
      return c.json({ revoked: true });
    });
}
