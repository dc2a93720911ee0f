import type { LogDmInput } from '@/shared/schemas/dm';
import { DEFAULT_SETTER } from '@/shared/schemas/dm-messages';
import { api, unwrap } from '@/web/lib/api';
import { preferencesSaved } from './update-preferences';
import { useTodayMutation } from './today-mutation';

/** Log DM: +1 DM for the chosen setter at once; the server's row follows. */
export function useLogDm() {
  return useTodayMutation({
    mutationFn: async (json: LogDmInput) => {
      await preferencesSaved(); // the server must know solo/team before it picks the setter
      return unwrap(api.api.dms.$post({ json }));
    },
    delta: (json) => ({ dmsSent: 1, setterName: json.setterName || DEFAULT_SETTER }),
  });
}
