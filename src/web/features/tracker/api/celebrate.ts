import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { api, unwrap } from '@/web/lib/api';
import { trackerKeys } from './keys';

/** D12: asks the server to record today's confetti; it answers first = true exactly once a day. */
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
