import { useState } from 'react';
import type { WebhookDelivery, WebhookSummary } from '@/shared/schemas/webhooks';
import type { WebhookAudience } from '@/shared/schemas/webhook-texts';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import type { OnDemandDialogProps } from '@/web/components/ui/on-demand-dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Switch } from '@/web/components/ui/switch';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/cn';
import { formatCount, formatDateTime, plural } from '@/web/lib/format';
import { useTimeZone } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useDeliveries, useResendDelivery } from '../api/deliveries';
import { useDeleteWebhook, useRotateSecret, useUpdateWebhook } from '../api/webhooks';
import { deliveryDetail, deliveryStatus, type DeliveryTone } from '../utils/delivery-status';
import { webhookLabel } from '../utils/label';
import { WEBHOOK_EVENT_LABELS } from '../utils/texts';
import { WebhookSecret } from './webhook-secret';

const TONE: Record<DeliveryTone, string> = {
  success: 'text-success',
  destructive: 'text-destructive',
  warning: 'text-foreground',
  muted: 'text-muted-foreground',
};

function DeliveryRow({
  audience,
  delivery,
  onResend,
}: {
  audience: WebhookAudience;
  delivery: WebhookDelivery;
  onResend: () => void;
}) {
  const timeZone = useTimeZone();
  const status = deliveryStatus(delivery);
  const detail = deliveryDetail(delivery);
  const pending = delivery.status === 'pending';
  const event =
    delivery.event === 'webhook.test'
      ? 'Test event'
      : WEBHOOK_EVENT_LABELS[audience][delivery.event];
  return (
    <li className="grid gap-1 py-2" aria-label={`${event}, ${status.text}`}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{event}</span>
        <span className={cn('text-sm font-medium', TONE[status.tone])}>{status.text}</span>
        <Button variant="outline" size="sm" className="ml-auto" onClick={onResend}>
          Resend
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {formatDateTime(delivery.createdAt, timeZone)}
        {delivery.durationMs !== null ? ` · ${formatCount(delivery.durationMs)} ms` : ''}
        {delivery.attempts > 1 ? ` · ${plural(delivery.attempts, 'attempt')}` : ''}
        {pending && delivery.nextAttemptAt && delivery.attempts > 0
          ? ` · next try ${formatDateTime(delivery.nextAttemptAt, timeZone)}`
          : ''}
      </p>
      {detail ? <p className="text-xs break-words text-destructive">{detail}</p> : null}
    </li>
  );
}

/**
 * A webhook's delivery log (its last 100: event, time, status, duration, with Resend) and what
 * is done less often: turn it off or on, a new secret, delete. Loaded on demand.
 */
export default function WebhookLogDialog({
  open,
  onOpenChange,
  webhook,
}: OnDemandDialogProps & { webhook: WebhookSummary }) {
  const { audience, id } = webhook;
  const label = webhookLabel(webhook);
  const log = useDeliveries(audience, id);
  const resend = useResendDelivery(audience, id);
  const update = useUpdateWebhook(audience, id);
  const rotate = useRotateSecret(audience, id);
  const remove = useDeleteWebhook(audience, id);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const on = webhook.disabledAt === null;

  const onResend = async (deliveryId: string) => {
    try {
      await resend.mutateAsync(deliveryId);
      notify.success('Delivery queued again', 'It goes out with the same webhook-id.');
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to resend the delivery.'));
    }
  };
  const onToggle = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ enabled });
      notify.success(enabled ? 'Webhook turned on' : 'Webhook turned off', label);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to update the webhook.'));
    }
  };
  const onRotate = async () => {
    try {
      setSecret((await rotate.mutateAsync()).secret);
      notify.success('New secret made', 'The old one keeps signing beside it for 24 hours.');
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to make a new secret.'));
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      notify.success('Webhook deleted', `${label} gets no more events.`);
      onOpenChange(false);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to delete the webhook.'));
    }
  };

  const deliveries = log.data?.deliveries ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Delivery log</DialogTitle>
          <DialogDescription className="break-all">
            {label} · its latest deliveries, newest first.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`webhook-on-${id}`}>Send events to this webhook</Label>
          <Switch
            id={`webhook-on-${id}`}
            checked={on}
            disabled={update.isPending}
            onCheckedChange={(checked) => void onToggle(checked)}
          />
        </div>
        {log.isPending ? (
          <Skeleton className="h-16" />
        ) : deliveries.length ? (
          <ul className="divide-y" aria-label="Deliveries">
            {deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                audience={audience}
                delivery={delivery}
                onResend={() => void onResend(delivery.id)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            Nothing sent yet. “Send test event” shows here.
          </p>
        )}
        {secret ? <WebhookSecret secret={secret} /> : null}
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button variant="outline" disabled={rotate.isPending} onClick={() => void onRotate()}>
            New secret
          </Button>
          {confirmDelete ? (
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => void onDelete()}
            >
              Delete for good
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setConfirmDelete(true)}>
              Delete webhook
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
