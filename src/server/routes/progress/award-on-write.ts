import type { MiddlewareHandler } from 'hono';
import type { MemberEnv } from '../../context';
import type { Db } from '../../db/client';
import { awardAchievements, type AwardOptions } from './achievements.service';

/**
 * Awards the badges a successful write completes, after the write's own handler (and its
 * idempotency) has answered. A replayed request finds the badges already earned and awards
 * nothing: the (user_id, code) key admits each badge once.
 */
export function awardsAchievements(
  db: Db,
  history: AwardOptions['history'] = 'recent',
): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 300) return;
    await awardAchievements(db, c.get('viewer').profile, { history });
  };
}
