import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';

/** The member's saved scripts, as choices for "Script used" in the Log DM dialog. */
export function useSavedScriptChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['scripts', 'choices'],
    queryFn: async () => (await unwrap(api.api.scripts.$get())).scripts,
    enabled,
  });
}
