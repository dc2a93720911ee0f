import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberGoal } from '@/shared/domain/goal';
import type { MeResponse } from '@/shared/schemas/profile';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { api, unwrap } from '@/web/lib/api';
import { meKey } from '@/web/lib/me';
import { cachePreferences, type Preferences } from '../utils/preferences-cache';
import { trackerKeys } from './keys';

let saving: Promise<unknown> = Promise.resolve();

/** Resolves once the last preference change has reached the server (or failed). */
export const preferencesSaved = () => saving;

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
    mutationFn: (preferences: Preferences) => {
      const request = unwrap(api.api.settings.$patch({ json: preferences }));
      saving = request.catch(() => {});
      return request;
    },
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
    onSuccess: ({ profile }) =>
      queryClient.setQueryData<MeResponse | null>(meKey, (me) => (me ? { ...me, profile } : me)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackerKeys.today }),
  });
}
