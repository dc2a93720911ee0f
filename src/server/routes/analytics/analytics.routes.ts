import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { analyticsQuery } from '../../../shared/schemas/analytics';
import { getAnalytics } from './analytics.service';
import { getScriptAnalytics } from './script-analytics.service';
import { vaultRates } from './vault-rates.service';

/**
 * The signed-in member's own numbers over 7, 30 or 90 local days
 * (docs/decisions/0116-progress-features.md).
 */
export function createAnalyticsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', analyticsQuery), async (c) => {
      const { profile } = c.get('viewer');
      return c.json(await getAnalytics(db, profile, c.req.valid('query').days));
    })
    .get('/scripts', validate('query', analyticsQuery), async (c) => {
      const { profile } = c.get('viewer');
      return c.json(await getScriptAnalytics(db, profile, c.req.valid('query').days));
    })
    .get('/vault', async (c) => c.json(await vaultRates(db)));
}
