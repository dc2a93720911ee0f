import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '@/shared/schemas/notifications';
import { api, unwrap } from '@/web/lib/api';
import { currentSubscription, devicePushState, subscribeDevice } from '../utils/push-device';
import { notificationKeys } from './keys';

export const devicePushQueryOptions = queryOptions({
  queryKey: notificationKeys.thisDevice,
  queryFn: devicePushState,
});

export function useDevicePush() {
  return useQuery(devicePushQueryOptions);
}

/** Turns push on or off for this browser, on the server and in the browser. */
export function useSetDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ on, vapidPublicKey }: { on: boolean; vapidPublicKey: string }) => {
      if (on) {
        const json = (await subscribeDevice(vapidPublicKey)) as PushSubscriptionInput;
        return unwrap(api.api.notifications['push-subscriptions'].$post({ json }));
      }
      const subscription = await currentSubscription();
      if (!subscription) return null;
      const answer = await unwrap(
        api.api.notifications['push-subscriptions'].$delete({
          json: { endpoint: subscription.endpoint },
        }),
      ).catch(() => null); // already gone on the server: still stop it here
      await subscription.unsubscribe();
      return answer;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
