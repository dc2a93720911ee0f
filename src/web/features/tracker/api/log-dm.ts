import { DEFAULT_SETTER } from '@/shared/schemas/dm-messages';
import { postLogDm, type LogDmRequest } from '@/web/lib/log-dm-request';
import { preferencesSaved } from './update-preferences';
import { useTodayMutation } from './today-mutation';

/** Log DM: +1 DM for the chosen setter at once; the server's row follows. */
export function useLogDm() {
  return useTodayMutation({
    mutationFn: async (request: LogDmRequest) => {
      await preferencesSaved(); // the server must know solo/team before it picks the setter
      return postLogDm(request);
    },
    delta: (json) => ({ dmsSent: 1, setterName: json.setterName || DEFAULT_SETTER }),
  });
}
