import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { CandidatesResponse } from '../../../shared/schemas/tracker';
import {
  celebrate,
  meetingCandidates,
  replyCandidates,
  trackerToday,
  trackerViewer,
} from './tracker.service';

/** The dashboard's daily sprint: today's numbers, the dialogs' candidates, the confetti. */
export function createTrackerRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/today', async (c) => c.json(await trackerToday(db, trackerViewer(c.get('viewer')))))
    .get('/reply-candidates', async (c) => {
      const body: CandidatesResponse = { dms: await replyCandidates(db, c.get('viewer').userId) };
      return c.json(body);
    })
    .get('/meeting-candidates', async (c) => {
      const body: CandidatesResponse = {
        dms: await meetingCandidates(db, c.get('viewer').userId),
      };
      return c.json(body);
    })
    .post('/celebrate', async (c) => c.json(await celebrate(db, trackerViewer(c.get('viewer')))));
}
