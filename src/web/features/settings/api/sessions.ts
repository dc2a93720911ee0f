import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

export const securityKey = ['security'] as const;
const sessionsKey = [...securityKey, 'sessions'] as const;
const eventsKey = [...securityKey, 'events'] as const;

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => unwrap(api.api.security.sessions.$get()),
  });
}

export function useSecurityEvents() {
  return useQuery({
    queryKey: eventsKey,
    queryFn: () => unwrap(api.api.security.events.$get()),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.api.security.sessions[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.api.security.sessions['revoke-others'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
