import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { replyCandidatesQuery } from '../../../shared/schemas/reply-candidates';
import { celebrate, meetingCandidates, replyCandidates, trackerToday } from './tracker.service';

/** The dashboard's daily sprint: today's numbers, the dialogs' candidates, the confetti. */
export function createTrackerRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/today', async (c) => c.json(await trackerToday(db, c.get('viewer').profile)))
    .get('/reply-candidates', validate('query', replyCandidatesQuery), async (c) =>
      c.json(await replyCandidates(db, c.get('viewer').profile, c.req.valid('query'))),
    )
    .get('/meeting-candidates', async (c) =>
      c.json(await meetingCandidates(db, c.get('viewer').profile)),
    )
    .post('/celebrate', async (c) => c.json(await celebrate(db, c.get('viewer').profile)));
}
