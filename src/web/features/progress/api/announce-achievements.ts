import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api';
import { progressKeys } from './keys';

/** Awards what is due and claims the badges not announced yet (each is handed out once). */
export function useAnnounceAchievements() {
  return useMutation({
    mutationKey: progressKeys.announce,
    mutationFn: () => unwrap(api.api.progress.achievements.announce.$post()),
  });
}
