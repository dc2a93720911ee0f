import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { unwrap } from '@/web/lib/api';
import { trackerClient } from './client';
import { trackerKeys } from './keys';

/** D12: asks the server to record today's confetti; it answers first = true exactly once a day. */
export function useCelebrate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(trackerClient.celebrate.$post()),
    onSuccess: ({ day }) =>
      queryClient.setQueryData<TrackerToday>(trackerKeys.today, (today) =>
        today && today.day === day ? { ...today, celebrated: true } : today,
      ),
  });
}
