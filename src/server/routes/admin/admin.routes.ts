import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { authId } from '../../http/ids';
import { validate } from '../../http/validate';
import { approvalDecisionInput } from '../../../shared/schemas/profile';
import { sendQuietly } from '../../mail/mailer';
import { accountDeletedMail, approvedMail } from '../../mail/templates';
import { requireCountedProof } from '../../security/reauth';
import { recordQuietly } from '../../security/security-events';
import { reauthInput } from '../../../shared/schemas/privacy';
import { deleteAccount } from '../privacy/account-deletion.service';
import { createErasureRoutes } from './erasure.routes';
import { decide, listMembers, pendingCount } from './admin.service';
import { createCohortRoutes } from './cohort.routes';
import { createGoalRuleRoutes } from './goal-rule.routes';
import { createFollowUpRuleRoutes } from './follow-up-rule.routes';
import type { UserId } from '../../../shared/schemas/ids';

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
      .get('/users', async (c) => c.json({ users: await listMembers(db) }))
      .get('/pending-count', async (c) => c.json(await pendingCount(db)))
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
