import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

export const vaultRatesQueryOptions = queryOptions({
  queryKey: ['vault', 'rates'],
  queryFn: () => unwrap(api.api.analytics.vault.$get()),
});

/** The community's reply rate per vault script, for scripts used enough to tell. */
export function useVaultRates() {
  return useQuery(vaultRatesQueryOptions);
}
