import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { scriptChoicesKey } from './keys';

/** The member's saved scripts, as choices for "Script used" in the Log DM dialog. */
export function useSavedScriptChoices(enabled: boolean) {
  return useQuery({
    queryKey: scriptChoicesKey,
    queryFn: async () => (await unwrap(api.api.scripts.$get())).scripts,
    enabled,
  });
}
