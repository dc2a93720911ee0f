import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Turns } from '../../db/turns';
import { csvBody } from '../../http/csv-stream';
import type { Logger } from '../../logger';
import type { Member } from '../../profiles/profiles.service';
import { dmLogFileName } from '../../../shared/domain/dm-csv';
import type { logsExportQuery } from '../../../shared/schemas/logs';
import { exportCsv } from './logs.service';

/**
 * The logs CSV of a range as a streamed download's body and headers (for `c.body`), for the Logs
 * Manager and /api/v1: batches are read only as the client takes them, and a client that goes
 * away stops the reading.
 */
export function dmLogCsvDownload(
  db: Db,
  turns: Turns,
  logger: Logger,
  requestId: string,
  viewer: Member<'timeZone'>,
  query: z.infer<typeof logsExportQuery>,
) {
  let cancelled = false;
  const chunks = exportCsv(db, turns, viewer, query, () => cancelled);
  const body = csvBody(chunks, logger, requestId, () => {
    cancelled = true;
  });
  const headers = {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${dmLogFileName(query.from, query.to)}"`,
  };
  return { body, headers };
}
