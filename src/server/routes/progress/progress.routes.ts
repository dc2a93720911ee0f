import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { leaderboardQuery } from '../../../shared/schemas/progress';
import { announceAchievements, listAchievements } from './achievements.service';
import { getLeaderboard } from './leaderboard.service';
import { getStreak } from './progress.service';

/**
 * Streaks, achievements and the leaderboard, all for the signed-in member
 * (docs/decisions/0116-progress-features.md).
 */
export function createProgressRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/streak', async (c) => {
      return c.json(await getStreak(db, c.get('viewer').profile));
    })
    .get('/achievements', async (c) => {
      return c.json(await listAchievements(db, c.get('viewer').profile));
    })
    .post('/achievements/announce', async (c) => {
      return c.json(await announceAchievements(db, c.get('viewer').profile));
    })
    .get('/leaderboard', validate('query', leaderboardQuery), async (c) => {
      return c.json(await getLeaderboard(db, c.get('viewer').profile, c.req.valid('query')));
    });
}
