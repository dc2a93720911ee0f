import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { settingsKeys } from './keys';

export const personalGoalQueryOptions = queryOptions({
  queryKey: settingsKeys.goal,
  queryFn: () => unwrap(api.api.settings.goal.$get()),
});

export const usePersonalGoal = () => useQuery(personalGoalQueryOptions);

/** Raises the member's own goal (null follows the community's); today's goal figures move. */
export function useSetPersonalGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personalGoal: number | null) =>
      unwrap(api.api.settings.goal.$put({ json: { personalGoal } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
