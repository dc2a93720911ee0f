import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsInput } from '@/shared/schemas/notifications';
import { api, unwrap } from '@/web/lib/api';
import { notificationKeys } from './keys';

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: notificationKeys.settings,
  queryFn: () => unwrap(api.api.notifications.$get()),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions);
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      unwrap(api.api.notifications.$patch({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings }),
  });
}
