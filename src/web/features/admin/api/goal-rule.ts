import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoalRuleInput } from '@/shared/schemas/goal';
import { api, unwrap } from '@/web/lib/api';
import { adminKeys } from './keys';

export const goalRuleQueryOptions = queryOptions({
  queryKey: adminKeys.goalRule,
  queryFn: () => unwrap(api.api.admin['goal-rule'].$get()),
});

export const useGoalRule = () => useQuery(goalRuleQueryOptions);

/** Sets the community's rule; every goal figure may move, so every cached answer is refreshed. */
export function useSetGoalRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: GoalRuleInput) => unwrap(api.api.admin['goal-rule'].$put({ json: rule })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
