import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memberGoal } from '@/shared/domain/goal';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';
import { cachePreferences, type Preferences } from '../utils/preferences-cache';
import { preferencesMutationKey, trackerKeys } from './keys';

/** Resolves once every preference change under way has reached the server (or failed). */
export function preferencesSaved(queryClient: QueryClient): Promise<void> {
  const saving = () => queryClient.isMutating({ mutationKey: preferencesMutationKey }) > 0;
  if (!saving()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = queryClient.getMutationCache().subscribe(() => {
      if (saving()) return;
      stop();
      resolve();
    });
  });
}

const withPreferences = (today: TrackerToday, preferences: Preferences): TrackerToday => ({
  ...today,
  ...preferences,
  goal: memberGoal(today.goalRule, { ...preferences, personalGoal: today.personalGoal }),
});

/**
 * Solo/Team and the setters count, saved on the server
 * (docs/decisions/0107-preferences-on-server.md); the goal moves at once.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: preferencesMutationKey,
    mutationFn: (preferences: Preferences) =>
      unwrap(api.api.settings.$patch({ json: preferences })),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: trackerKeys.today });
      const before = queryClient.getQueryData<TrackerToday>(trackerKeys.today);
      queryClient.setQueryData<TrackerToday>(trackerKeys.today, (today) =>
        today ? withPreferences(today, preferences) : today,
      );
      cachePreferences(preferences);
      return { before };
    },
    onError: (_error, _preferences, context) => {
      const before = context?.before;
      if (!before) return;
      queryClient.setQueryData<TrackerToday>(trackerKeys.today, (today) =>
        today ? withPreferences(today, before) : today,
      );
      cachePreferences(before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meKey }),
        queryClient.invalidateQueries({ queryKey: trackerKeys.today }),
      ]),
  });
}
