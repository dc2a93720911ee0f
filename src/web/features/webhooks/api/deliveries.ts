import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookAudience } from '@/shared/schemas/webhook-texts';
import { unwrap } from '@/web/lib/api';
import { webhooksClient } from './client';
import { webhookKeys } from './keys';

/** A webhook's last 100 deliveries; refreshed every few seconds while one is on its way. */
export function useDeliveries(audience: WebhookAudience, id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(audience, id),
    queryFn: () => unwrap(webhooksClient(audience)[':id'].deliveries.$get({ param: { id } })),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 3000 : false,
  });
}

export function useSendTestEvent(audience: WebhookAudience, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(webhooksClient(audience)[':id'].test.$post({ param: { id } })),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(audience, id) }),
  });
}

export function useResendDelivery(audience: WebhookAudience, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(
        webhooksClient(audience).deliveries[':id'].resend.$post({ param: { id: deliveryId } }),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(audience, id) }),
  });
}
