import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { readGoalRule, setGoalRule } from '../../goals/goals.service';
import { validate } from '../../http/validate';
import { goalRuleInput, type GoalRuleResponse } from '../../../shared/schemas/goal';

/** The community's daily goal rule: the coach reads and sets it; it applies from today on. */
export function createGoalRuleRoutes({ db, logger }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { rule, updatedAt } = await readGoalRule(db);
      const body: GoalRuleResponse = { rule, updatedAt: updatedAt?.toISOString() ?? null };
      return c.json(body);
    })
    .put('/', validate('json', goalRuleInput), async (c) => {
      const admin = c.get('viewer');
      const { rule, updatedAt } = await setGoalRule(db, admin.profile, c.req.valid('json'));
      logger.info({ adminId: admin.userId, rule }, 'community goal rule set');
      const body: GoalRuleResponse = { rule, updatedAt: updatedAt.toISOString() };
      return c.json(body);
    });
}
