import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { authId } from '../../http/ids';
import { validate } from '../../http/validate';
import { createApiTokenRoutes } from './api-tokens.routes';
import { createPasskeyRoutes } from './passkeys.routes';
import { recentSecurityEvents } from '../../security/security-events';
import { listSessions, revokeOtherSessions, revokeSession } from '../../security/sessions.service';
import type { SecurityEventsResponse, SessionsResponse } from '../../../shared/schemas/security';
import type { SessionId } from '../../../shared/schemas/ids';

const sessionParam = z.object({ id: authId<SessionId>() });

/**
 * Settings → Security: the member's signed-in devices, passkeys, API tokens and recent security
 * activity.
 */
export function createSecurityRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/sessions', async (c) => {
      const { userId, sessionId } = c.get('viewer');
      const body: SessionsResponse = { sessions: await listSessions(db, userId, sessionId) };
      return c.json(body);
    })
    .post('/sessions/revoke-others', async (c) => {
      const { userId, sessionId } = c.get('viewer');
      return c.json({ revoked: await revokeOtherSessions(db, userId, sessionId) });
    })
    .delete('/sessions/:id', validate('param', sessionParam), async (c) => {
      await revokeSession(db, c.get('viewer').userId, c.req.valid('param').id);
      return c.json({ revoked: true });
    })
    .get('/events', async (c) => {
      const body: SecurityEventsResponse = {
        events: await recentSecurityEvents(db, c.get('viewer').userId),
      };
      return c.json(body);
    })
    .route('/passkeys', createPasskeyRoutes(deps))
    .route('/api-tokens', createApiTokenRoutes(deps));
}
