import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/web/lib/toast';
import { whenIdle } from '@/web/lib/when-idle';
import { useAnnounceAchievements } from '../api/announce-achievements';
import { progressKeys } from '../api/keys';

/** More badges at once (e.g. history arriving in bulk) share one toast. */
const MAX_SEPARATE_TOASTS = 2;

/**
 * Shows a toast for every badge the server awarded and has not announced yet — on mount and
 * after any successful action elsewhere in the app (logging a DM, a reply, a meeting…), which
 * also refreshes the streak. The server hands each badge out once, so several tabs or several
 * announcers never toast the same badge twice. Renders nothing.
 */
export function AchievementAnnouncer() {
  const queryClient = useQueryClient();
  const { mutate } = useAnnounceAchievements();

  useEffect(() => {
    const announce = () =>
      mutate(undefined, {
        onSuccess: ({ announced }) => {
          if (announced.length > MAX_SEPARATE_TOASTS) {
            notify.success(
              `${announced.length} achievements unlocked`,
              announced.map((badge) => badge.title).join(', '),
            );
          } else {
            for (const badge of announced) {
              notify.success(`Achievement unlocked: ${badge.title}`, badge.description);
            }
          }
          if (announced.length > 0)
            void queryClient.invalidateQueries({ queryKey: progressKeys.all });
        },
      });
    // The first check waits until the page's own requests and first paint are done.
    const cancelFirst = whenIdle(announce, 3000);
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      // Our own mutations (announce, hide me) do not change what can be earned.
      if (event.mutation.options.mutationKey?.[0] === progressKeys.all[0]) return;
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
      announce();
    });
    return () => {
      cancelFirst();
      unsubscribe();
    };
  }, [mutate, queryClient]);

  return null;
}
