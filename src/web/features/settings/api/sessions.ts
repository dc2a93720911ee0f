import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

import { settingsKeys } from './keys';

export function useSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions,
    queryFn: () => unwrap(api.api.security.sessions.$get()),
  });
}

export function useSecurityEvents() {
  return useQuery({
    queryKey: settingsKeys.events,
    queryFn: () => unwrap(api.api.security.events.$get()),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.api.security.sessions[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.security }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.api.security.sessions['revoke-others'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.security }),
  });
}
