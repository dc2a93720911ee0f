import type { Viewer } from '../context';

/**
 * The member a request acts for, with the time zone their local days are counted in
 * (docs/decisions/0105-local-days.md).
 */
export const zonedViewer = (viewer: Viewer) => ({
  userId: viewer.userId,
  timeZone: viewer.profile.timeZone,
});
