import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { progressKey } from './keys';

export const announceMutationKey = [...progressKey, 'announce'] as const;

/** Awards what is due and claims the badges not announced yet (each is handed out once). */
export function useAnnounceAchievements() {
  return useMutation({
    mutationKey: announceMutationKey,
    mutationFn: () => unwrap(api.api.progress.achievements.announce.$post()),
  });
}
