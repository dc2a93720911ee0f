import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { api, unwrap } from '@/web/lib/api';
import { trackerKeys } from './keys';

/**
 * Asks the server to record today's confetti; it answers first = true exactly once a day
 * (docs/decisions/0108-daily-goal-and-celebration.md).
 */
export function useCelebrate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.api.tracker.celebrate.$post()),
    onSuccess: ({ day }) =>
      queryClient.setQueryData<TrackerToday>(trackerKeys.today, (today) =>
        today && today.day === day ? { ...today, celebrated: true } : today,
      ),
  });
}
