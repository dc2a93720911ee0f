import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpRule } from '@/shared/schemas/follow-up-rule';
import { api, unwrap } from '@/web/lib/api';
import { adminKeys } from './keys';

export const followUpRuleQueryOptions = queryOptions({
  queryKey: adminKeys.followUpRule,
  queryFn: () => unwrap(api.api.admin['follow-up-rule'].$get()),
});

export const useFollowUpRule = () => useQuery(followUpRuleQueryOptions);

/**
 * Sets the community's follow-up rule; every goal figure, streak and follow-up date may move, so
 * every cached answer is refreshed.
 */
export function useSetFollowUpRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: FollowUpRule) =>
      unwrap(api.api.admin['follow-up-rule'].$put({ json: rule })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
