import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookInput, UpdateWebhookInput } from '@/shared/schemas/webhooks';
import type { WebhookAudience } from '@/shared/schemas/webhook-texts';
import { unwrap } from '@/web/lib/api';
import { webhooksClient } from './client';
import { webhookKeys } from './keys';

export function useWebhooks(audience: WebhookAudience) {
  return useQuery({
    queryKey: webhookKeys.list(audience),
    queryFn: () => unwrap(webhooksClient(audience).$get()),
  });
}

/** Answers the new webhook with its secret: the only time the secret is shown. */
export function useCreateWebhook(audience: WebhookAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CreateWebhookInput) => unwrap(webhooksClient(audience).$post({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(audience) }),
  });
}

export function useUpdateWebhook(audience: WebhookAudience, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: UpdateWebhookInput) =>
      unwrap(webhooksClient(audience)[':id'].$patch({ param: { id }, json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(audience) }),
  });
}

export function useDeleteWebhook(audience: WebhookAudience, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(webhooksClient(audience)[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(audience) }),
  });
}

/** A new secret, shown once; the old one keeps signing beside it for a day. */
export function useRotateSecret(audience: WebhookAudience, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(webhooksClient(audience)[':id']['rotate-secret'].$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(audience) }),
  });
}
