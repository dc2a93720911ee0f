import type { QueryClient } from '@tanstack/react-query';
import { isValidDay, localDay } from '@/shared/domain/day';
import type { MeResponse } from '@/shared/schemas/profile';
import { adminUsersQueryOptions } from '@/web/features/admin/api/list-users';
import { analyticsQueryOptions } from '@/web/features/analytics/api/get-analytics';
import { logsDayQueryOptions } from '@/web/features/logs/api/logs-day';
import { logsDmsQueryOptions } from '@/web/features/logs/api/logs-dms';
import { notificationSettingsQueryOptions } from '@/web/features/notifications/api/notification-settings';
import { objectionsQueryOptions } from '@/web/features/objections/api/list-objections';
import { leaderboardQueryOptions } from '@/web/features/progress/api/get-leaderboard';
import { streakQueryOptions } from '@/web/features/progress/api/get-streak';
import { settersQueryOptions } from '@/web/features/setters/api/list-setters';
import { prospectsQueryOptions } from '@/web/features/prospects/api/list-prospects';
import { prospectStatsQueryOptions } from '@/web/features/prospects/api/prospect-stats';
import { personalGoalQueryOptions } from '@/web/features/settings/api/personal-goal';
import { todayQueryOptions } from '@/web/lib/tracker-today';
import { meQueryOptions } from '@/web/lib/me';
import { pendingSignUpsQueryOptions } from '@/web/lib/pending-sign-ups';
import { paths } from '@/shared/paths';

type Profile = MeResponse['profile'];

/**
 * The requests each member page's first screen needs, with the same options (so the same keys
 * and defaults) as the page's own hooks. Whatever lies below the first screen (achievements,
 * the vault's community rates, charts' second range) is left to the page.
 */
const firstScreen: Record<
  string,
  (client: QueryClient, profile: Profile, search: URLSearchParams) => Promise<void>[]
> = {
  [paths.dashboard]: (client) => [
    client.prefetchQuery(todayQueryOptions),
    client.prefetchQuery(streakQueryOptions),
  ],
  [paths.prospectTracker]: (client) => [
    client.prefetchInfiniteQuery(prospectsQueryOptions({ q: '', status: 'all', platform: 'all' })),
    client.prefetchQuery(prospectStatsQueryOptions),
  ],
  [paths.logsManager]: (client, profile, search) => {
    const param = search.get('date') ?? '';
    const date = isValidDay(param) ? param : localDay(new Date(), profile.timeZone);
    return [
      client.prefetchQuery(logsDayQueryOptions(date)),
      client.prefetchInfiniteQuery(logsDmsQueryOptions(date, '')),
      client.prefetchQuery(settersQueryOptions), // the Team Management card
    ];
  },
  [paths.progress]: (client) => [
    client.prefetchQuery(streakQueryOptions),
    client.prefetchQuery(leaderboardQueryOptions('week', 'dms')),
  ],
  [paths.analytics]: (client) => [client.prefetchQuery(analyticsQueryOptions(30))],
  [paths.objectionHandler]: (client) => [client.prefetchQuery(objectionsQueryOptions)],
  [paths.settings]: (client) => [
    client.prefetchQuery(personalGoalQueryOptions),
    client.prefetchQuery(notificationSettingsQueryOptions),
  ],
  [paths.admin]: (client, profile) =>
    profile.isAdmin ? [client.prefetchQuery(adminUsersQueryOptions)] : [],
};

/**
 * What the frame around every page shows of the member's data: an admin's count of sign-ups
 * waiting (the badge on Admin). Drawn with the page, it is there in the first paint and not asked
 * for as the app takes the page over (in the same task as the takeover's effects).
 */
const frame = (client: QueryClient, profile: Profile) =>
  profile.isAdmin ? [client.prefetchQuery(pendingSignUpsQueryOptions)] : [];

/**
 * Starts the page's first-screen requests (and the frame's) as its route starts loading, in
 * parallel with the page's code rather than after it has rendered. Only for an approved member:
 * the guard in src/web/features/auth/components/require-auth.tsx decides where anyone else goes.
 * Resolves once they have answered (or failed: the page then shows its own error), never rejects.
 */
export async function prefetchPageData(client: QueryClient, path: string, search: URLSearchParams) {
  const start = firstScreen[path];
  if (!start) return;
  try {
    const me = await client.ensureQueryData(meQueryOptions);
    if (me?.profile.approvalStatus === 'approved')
      await Promise.all([...frame(client, me.profile), ...start(client, me.profile, search)]);
  } catch {
    // no answer about the member: the page asks for its own data once it renders
  }
}
