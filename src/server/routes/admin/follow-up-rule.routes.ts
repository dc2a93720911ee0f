import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { followUpRuleInput } from '../../../shared/schemas/follow-up-rule';
import { readFollowUpRule, setFollowUpRule } from '../../goals/follow-up-rule';

/** The community's follow-up rule: what counts toward the goal, and the default cadence. */
export function createFollowUpRuleRoutes({ db, logger }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await readFollowUpRule(db)))
    .put('/', validate('json', followUpRuleInput), async (c) => {
      const admin = c.get('viewer');
      const rule = await setFollowUpRule(db, admin.userId, c.req.valid('json'));
      logger.info({ adminId: admin.userId, rule }, 'community follow-up rule set');
      return c.json(rule);
    });
}
