import { Hono } from 'hono';
import type { ApiEnv, AppDeps } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { exportLimit } from '../../middleware/per-member-limit';
import { requireScope } from '../../middleware/require-api-token';
import { requireAdmin } from '../../middleware/require-session';
import { analyticsQuery } from '../../../shared/schemas/analytics';
import { cohortListQuery, cohortPeriodQuery } from '../../../shared/schemas/cohort';
import { dmLookupInput, logDmInput, logHeaders } from '../../../shared/schemas/dm';
import { logsDayQuery, logsDmsQuery, logsExportQuery } from '../../../shared/schemas/logs';
import { prospectsQuery } from '../../../shared/schemas/prospects';
import type { DmId, ProspectId } from '../../../shared/schemas/ids';
import { cohortAttention, cohortSummary } from '../admin/cohort-summary.service';
import { listCohort } from '../admin/cohort.service';
import { getAnalytics } from '../analytics/analytics.service';
import { getScriptAnalytics } from '../analytics/script-analytics.service';
import { logOrigin, logStepHandlers } from '../dms/dms.routes';
import { deleteDm, logDm, transition } from '../dms/dms.service';
import { logReplyByProfile } from '../dms/reply-by-profile.service';
import { currentDetectors } from '../extension/detectors.service';
import { revokeApiToken } from '../../security/api-tokens.service';
import { dmLogCsvDownload } from '../logs/csv-download';
import { logsDay, logsDms } from '../logs/logs.service';
import { awardsAchievements } from '../progress/award-on-write';
import { getProspect, listProspects } from '../prospects/prospects.service';
import { trackerToday } from '../tracker/tracker.service';

const prospectId = idParam<ProspectId>('Prospect not found');
const dmId = idParam<DmId>('DM not found');

/**
 * The v1 API (docs/api.md, docs/decisions/0135-api-tokens.md): the member's data with a personal
 * API token, through the same services, validators and refusals as the app's routes. Mounted in
 * app.ts behind requireApiToken; logging needs the 'read_log' scope, /admin an admin's token.
 * Every route here is described in openapi.ts (its test compares the two).
 */
export function createV1Routes({ db, turns, logger, rateCounter }: AppDeps) {
  const awards = awardsAchievements(db);
  const canLog = requireScope('read_log');
  const admin = new Hono<ApiEnv>()
    .use(requireAdmin)
    .get('/cohort', validate('query', cohortListQuery), async (c) =>
      c.json(await listCohort(db, c.req.valid('query'))),
    )
    .get('/cohort/summary', validate('query', cohortPeriodQuery), async (c) =>
      c.json(
        await cohortSummary(db, c.req.valid('query').period, c.get('viewer').profile.timeZone),
      ),
    )
    .get('/cohort/attention', async (c) => c.json(await cohortAttention(db)));

  return (
    new Hono<ApiEnv>()
      .get('/me', (c) => {
        const { userId, name, email, profile, token } = c.get('viewer');
        return c.json({
          userId,
          name,
          email,
          timeZone: profile.timeZone,
          isAdmin: profile.isAdmin,
          scope: token.scope,
        });
      })
      // The token revokes itself: the browser extension's Disconnect (ADR 0140), any tool's logout.
      .delete('/token', async (c) => {
        const { userId, token } = c.get('viewer');
        await revokeApiToken(db, userId, token.id);
        return c.json({ revoked: true });
      })
      .get('/today', async (c) => c.json(await trackerToday(db, c.get('viewer').profile)))
      .post(
        '/dms',
        canLog,
        awards,
        validate('header', logHeaders),
        validate('json', logDmInput),
        async (c) =>
          c.json(
            await logDm(
              db,
              c.get('viewer').profile,
              c.req.valid('json'),
              ...logOrigin(c.req.valid('header')),
            ),
            201,
          ),
      )
      .delete('/dms/:id', canLog, dmId, async (c) => {
        await deleteDm(db, c.get('viewer').profile, c.req.valid('param').id);
        return c.json({ deleted: true });
      })
      .post('/dms/:id/reply', canLog, ...logStepHandlers(db, 'reply'))
      .delete('/dms/:id/reply', canLog, dmId, async (c) =>
        c.json({
          dm: await transition(db, c.get('viewer').profile, c.req.valid('param').id, 'undo-reply'),
        }),
      )
      .post(
        '/replies',
        canLog,
        awards,
        validate('header', logHeaders),
        validate('json', dmLookupInput),
        async (c) =>
          c.json(
            {
              dm: await logReplyByProfile(
                db,
                c.get('viewer').profile,
                c.req.valid('json'),
                ...logOrigin(c.req.valid('header')),
              ),
            },
            201,
          ),
      )
      .get('/extension/detectors', async (c) => c.json(await currentDetectors(db)))
      .post('/dms/:id/meeting', canLog, ...logStepHandlers(db, 'meeting'))
      .get('/prospects', validate('query', prospectsQuery), async (c) =>
        c.json(await listProspects(db, c.get('viewer').profile, c.req.valid('query'))),
      )
      .get('/prospects/:id', prospectId, async (c) =>
        c.json(await getProspect(db, c.get('viewer').profile, c.req.valid('param').id)),
      )
      .get('/logs/day', validate('query', logsDayQuery), async (c) =>
        c.json(await logsDay(db, c.get('viewer').profile, c.req.valid('query').date)),
      )
      .get('/logs/dms', validate('query', logsDmsQuery), async (c) =>
        c.json(await logsDms(db, c.get('viewer').profile, c.req.valid('query'))),
      )
      .get(
        '/logs/export.csv',
        exportLimit(rateCounter, 'export'),
        validate('query', logsExportQuery),
        (c) => {
          const download = dmLogCsvDownload(
            db,
            turns,
            logger,
            c.get('requestId'),
            c.get('viewer').profile,
            c.req.valid('query'),
          );
          return c.body(download.body, 200, download.headers);
        },
      )
      .get('/stats', validate('query', analyticsQuery), async (c) =>
        c.json(await getAnalytics(db, c.get('viewer').profile, c.req.valid('query').days)),
      )
      .get('/stats/scripts', validate('query', analyticsQuery), async (c) =>
        c.json(await getScriptAnalytics(db, c.get('viewer').profile, c.req.valid('query').days)),
      )
      .route('/admin', admin)
  );
}
