import type { WebhookDelivery } from '@/shared/schemas/webhooks';

export type DeliveryTone = 'success' | 'destructive' | 'warning' | 'muted';

/**
 * A delivery's status in words a member who is not a developer reads (docs/product.md,
 * Webhooks: Delivery log): 'Delivered', 'Failed: the receiver answered 500', 'Retrying: no
 * answer', never a bare status code.
 */
export function deliveryStatus(
  delivery: Pick<WebhookDelivery, 'status' | 'attempts' | 'responseStatus'>,
): { text: string; tone: DeliveryTone } {
  const why =
    delivery.responseStatus !== null
      ? `the receiver answered ${delivery.responseStatus}`
      : 'no answer';
  switch (delivery.status) {
    case 'delivered':
      return { text: 'Delivered', tone: 'success' };
    case 'failed':
      return { text: `Failed: ${why}`, tone: 'destructive' };
    case 'skipped':
      return { text: 'Not sent', tone: 'muted' };
    case 'pending':
      return delivery.attempts === 0
        ? { text: 'On its way', tone: 'warning' }
        : { text: `Retrying: ${why}`, tone: 'warning' };
  }
}

/**
 * The server's explanation under the status, unless it only repeats it ('The receiver answered
 * 500.'): a refused address, a timeout, a redirect say more.
 */
export function deliveryDetail(
  delivery: Pick<WebhookDelivery, 'error' | 'responseStatus'>,
): string | null {
  if (!delivery.error) return null;
  return delivery.error === `The receiver answered ${delivery.responseStatus}.`
    ? null
    : delivery.error;
}
