import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { exportLimit, perMemberLimit } from '../../middleware/per-member-limit';
import {
  importInput,
  logsDayQuery,
  logsDmsQuery,
  logsExportQuery,
} from '../../../shared/schemas/logs';
import { awardsAchievements } from '../progress/award-on-write';
import { dmLogCsvDownload } from './csv-download';
import { commitImport, logsDay, logsDms, previewImport } from './logs.service';

/** The Logs Manager: a day's numbers and DMs, CSV export (streamed) and import. */
export const IMPORTS_PER_10_MINUTES = 20;

export function createLogsRoutes({ db, turns, logger, rateCounter }: AppDeps) {
  const importLimit = perMemberLimit(rateCounter, {
    key: 'import',
    max: IMPORTS_PER_10_MINUTES,
    windowSeconds: 600,
    what: 'imports and previews',
  });
  const logsExportLimit = exportLimit(rateCounter, 'export');
  return new Hono<AppEnv>()
    .get('/day', validate('query', logsDayQuery), async (c) =>
      c.json(await logsDay(db, c.get('viewer').profile, c.req.valid('query').date)),
    )
    .get('/dms', validate('query', logsDmsQuery), async (c) =>
      c.json(await logsDms(db, c.get('viewer').profile, c.req.valid('query'))),
    )
    .get('/export.csv', logsExportLimit, validate('query', logsExportQuery), (c) => {
      const download = dmLogCsvDownload(
        db,
        turns,
        logger,
        c.get('requestId'),
        c.get('viewer').profile,
        c.req.valid('query'),
      );
      return c.body(download.body, 200, download.headers);
    })
    .post('/import/preview', importLimit, validate('json', importInput), async (c) =>
      c.json(await previewImport(db, c.get('viewer').profile, c.req.valid('json').csv)),
    )
    .post(
      '/import',
      importLimit,
      awardsAchievements(db, 'all'),
      validate('json', importInput),
      async (c) =>
        c.json(await commitImport(db, c.get('viewer').profile, c.req.valid('json').csv), 201),
    );
}
