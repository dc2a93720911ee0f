import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { authId, idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { approvalDecisionInput } from '../../../shared/schemas/profile';
import { sendQuietly } from '../../mail/mailer';
import { accountDeletedMail, approvedMail } from '../../mail/templates';
import { requireCountedProof } from '../../security/reauth';
import { recordQuietly } from '../../security/security-events';
import { reauthInput } from '../../../shared/schemas/privacy';
import { deleteAccount } from '../privacy/account-deletion.service';
import { listAllApiTokens, revokeAnyApiToken } from '../../security/api-tokens.service';
import { createErasureRoutes } from './erasure.routes';
import { decide, listMembers, pendingCount } from './admin.service';
import { createCohortRoutes } from './cohort.routes';
import { createGoalRuleRoutes } from './goal-rule.routes';
import { createFollowUpRuleRoutes } from './follow-up-rule.routes';
import { createWebhookRoutes } from '../webhooks/webhooks.routes';
import { createExtensionDetectorsRoutes } from '../extension/extension.routes';
import { memberApproved } from '../../webhooks/events';
import type { AdminApiTokensResponse } from '../../../shared/schemas/api-tokens';
import type { ApiTokenId, UserId } from '../../../shared/schemas/ids';

const userParam = z.object({ userId: authId<UserId>() });

const ADMIN_NOT_REMOVED =
  'An admin account cannot be removed here: an admin deletes their own account in Settings.';

export function createAdminRoutes(deps: AppDeps) {
  const { db, mailer, logger, config } = deps;
  const securityEvents = { db, mailer, logger, appUrl: config.baseURL };
  return (
    new Hono<AppEnv>()
      .route('/erase-prospect', createErasureRoutes(deps))
      .route('/cohort', createCohortRoutes(deps))
      .route('/goal-rule', createGoalRuleRoutes(deps))
      .route('/follow-up-rule', createFollowUpRuleRoutes(deps))
      .route('/webhooks', createWebhookRoutes(deps, 'community'))
      .route('/extension-detectors', createExtensionDetectorsRoutes(deps))
      .get('/users', async (c) => c.json({ users: await listMembers(db) }))
      .get('/pending-count', async (c) => c.json(await pendingCount(db)))
      // Every member's API tokens (docs/decisions/0135-api-tokens.md): the admin revokes any.
      .get('/api-tokens', async (c) => {
        const body: AdminApiTokensResponse = { tokens: await listAllApiTokens(db) };
        return c.json(body);
      })
      .delete('/api-tokens/:id', idParam<ApiTokenId>('No such API token.'), async (c) => {
        await revokeAnyApiToken(db, c.req.valid('param').id);
        logger.info(
          { adminId: c.get('viewer').userId, tokenId: c.req.valid('param').id },
          'API token revoked by an admin',
        );
        return c.json({ revoked: true });
      })
      .post(
        '/users/:userId/decision',
        validate('param', userParam),
        validate('json', approvalDecisionInput),
        async (c) => {
          const admin = c.get('viewer');
          const { userId } = c.req.valid('param');
          const { status } = c.req.valid('json');
          const result = await decide(db, admin.profile, userId, status);
          logger.info(
            { adminId: admin.userId, userId, status, ip: c.get('clientIp') },
            'approval decision',
          );
          if (status === 'approved') {
            sendQuietly(mailer, logger, approvedMail(result.email, result.name, config.baseURL));
            await memberApproved(deps, userId);
          }
          return c.json({ userId, approvalStatus: result.profile.approvalStatus });
        },
      )
      // Removes a member and every row of theirs, on the admin's own password (and code) again;
      // the admin's security activity records it without the member's data.
      .post(
        '/users/:userId/remove',
        validate('param', userParam),
        validate('json', reauthInput),
        async (c) => {
          const admin = c.get('viewer');
          await requireCountedProof(deps, admin, c.req.valid('json'));
          const gone = await deleteAccount(db, c.req.valid('param').userId, {
            refuseAdmin: ADMIN_NOT_REMOVED,
          });
          sendQuietly(mailer, logger, accountDeletedMail(gone.email, gone.name, 'admin'));
          await recordQuietly(securityEvents, admin.userId, 'member_removed', {
            ipAddress: c.get('clientIp'),
            userAgent: c.req.header('user-agent') ?? null,
          });
          logger.info({ adminId: admin.userId }, 'a member was removed by an admin');
          return c.json({ removed: true as const });
        },
      )
  );
}
