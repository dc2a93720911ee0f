import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context';
import { authId } from '../../http/ids';
import { validate } from '../../http/validate';
import { approvalDecisionInput } from '../../../shared/schemas/profile';
import { sendQuietly } from '../../mail/mailer';
import { approvedMail } from '../../mail/templates';
import { decide, listMembers, pendingCount } from './admin.service';
import { createCohortRoutes } from './cohort.routes';
import { createGoalRuleRoutes } from './goal-rule.routes';
import { createFollowUpRuleRoutes } from './follow-up-rule.routes';
import type { UserId } from '../../../shared/schemas/ids';

const userParam = z.object({ userId: authId<UserId>() });

export function createAdminRoutes(deps: AppDeps) {
  const { db, mailer, logger, config } = deps;
  return new Hono<AppEnv>()
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
    );
}
