import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

export const adminUsersKey = ['admin', 'users'] as const;

export const adminUsersQueryOptions = queryOptions({
  queryKey: adminUsersKey,
  queryFn: () => unwrap(api.api.admin.users.$get()),
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}
