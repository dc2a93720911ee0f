import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { CandidatesResponse } from '../../../shared/schemas/tracker';
import { candidates, celebrate, trackerToday, type CandidateKind } from './tracker.service';

/** The dashboard's daily sprint: today's numbers, the dialogs' candidates, the confetti. */
export function createTrackerRoutes({ db }: AppDeps) {
  const listCandidates = async (c: Context<AppEnv>, kind: CandidateKind) => {
    const body: CandidatesResponse = { dms: await candidates(db, c.get('viewer').profile, kind) };
    return c.json(body);
  };
  return new Hono<AppEnv>()
    .get('/today', async (c) => c.json(await trackerToday(db, c.get('viewer').profile)))
    .get('/reply-candidates', (c) => listCandidates(c, 'reply'))
    .get('/meeting-candidates', (c) => listCandidates(c, 'meeting'))
    .post('/celebrate', async (c) => c.json(await celebrate(db, c.get('viewer').profile)));
}
