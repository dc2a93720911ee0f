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
import { prospectsQueryOptions } from '@/web/features/prospects/api/list-prospects';
import { prospectStatsQueryOptions } from '@/web/features/prospects/api/prospect-stats';
import { personalGoalQueryOptions } from '@/web/features/settings/api/personal-goal';
import { todayQueryOptions } from '@/web/features/tracker/api/get-today';
import { meQueryOptions } from '@/web/lib/me';
import { paths } from '@/web/lib/paths';

type Profile = MeResponse['profile'];

/**
 * The requests each member page's first screen needs, with the same options (so the same keys
 * and defaults) as the page's own hooks. Whatever lies below the first screen (achievements,
 * the vault's community rates, charts' second range) is left to the page.
 */
const firstScreen: Record<string, (client: QueryClient, profile: Profile, url: URL) => void> = {
  [paths.dashboard]: (client) => {
    void client.prefetchQuery(todayQueryOptions);
    void client.prefetchQuery(streakQueryOptions);
  },
  [paths.prospectTracker]: (client) => {
    void client.prefetchInfiniteQuery(
      prospectsQueryOptions({ q: '', status: 'all', platform: 'all' }),
    );
    void client.prefetchQuery(prospectStatsQueryOptions);
  },
  [paths.logsManager]: (client, profile, url) => {
    const param = url.searchParams.get('date') ?? '';
    const date = isValidDay(param) ? param : localDay(new Date(), profile.timeZone);
    void client.prefetchQuery(logsDayQueryOptions(date));
    void client.prefetchInfiniteQuery(logsDmsQueryOptions(date, ''));
  },
  [paths.progress]: (client) => {
    void client.prefetchQuery(streakQueryOptions);
    void client.prefetchQuery(leaderboardQueryOptions('week', 'dms'));
  },
  [paths.analytics]: (client) => void client.prefetchQuery(analyticsQueryOptions(30)),
  [paths.objectionHandler]: (client) => void client.prefetchQuery(objectionsQueryOptions),
  [paths.settings]: (client) => {
    void client.prefetchQuery(personalGoalQueryOptions);
    void client.prefetchQuery(notificationSettingsQueryOptions);
  },
  [paths.admin]: (client, profile) => {
    if (profile.isAdmin) void client.prefetchQuery(adminUsersQueryOptions);
  },
};

/**
 * Starts the page's first-screen requests as its route starts loading, in parallel with the
 * page's code rather than after it has rendered. Only for an approved member: the guard in
 * src/web/features/auth/components/require-auth.tsx decides where anyone else goes.
 */
export function prefetchPageData(client: QueryClient, path: string, url: URL): void {
  const start = firstScreen[path];
  if (!start) return;
  client
    .ensureQueryData(meQueryOptions)
    .then((me) => {
      if (me?.profile.approvalStatus === 'approved') start(client, me.profile, url);
    })
    .catch(() => {
      // no answer about the member: the page asks for its own data once it renders
    });
}
