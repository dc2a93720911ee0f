import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { adminKeys } from './keys';

export const adminUsersQueryOptions = queryOptions({
  queryKey: adminKeys.users,
  queryFn: () => unwrap(api.api.admin.users.$get()),
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}
