import { useEffect, useState, type FormEvent } from 'react';
import type { WebhookWithSecret } from '@/shared/schemas/webhooks';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS_OF,
  WEBHOOK_KINDS,
  WEBHOOK_URL_MAX,
  type WebhookAudience,
  type WebhookEvent,
  type WebhookKind,
} from '@/shared/schemas/webhook-texts';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import type { OnDemandDialogProps } from '@/web/components/ui/on-demand-dialog';
import { Switch } from '@/web/components/ui/switch';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { whenIdle } from '@/web/lib/when-idle';
import { useCreateWebhook } from '../api/webhooks';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_KIND_LABELS } from '../utils/texts';

const PLACEHOLDERS: Record<WebhookKind, string> = {
  standard: 'https://n8n.example.com/webhook/…',
  discord: 'https://discord.com/api/webhooks/…',
  slack: 'https://hooks.slack.com/services/…',
};

/**
 * The add check: zod and the shared schemas, loaded once the dialog opens, not with the page (the
 * dialog's code itself loads when the page is idle, and evaluating all of zod's schemas there was
 * a task of ~90 ms, four times that on a phone).
 */
const loadCheck = () =>
  import('@/shared/schemas/webhooks').then((schemas) => schemas.createWebhookInput);

/** Add a webhook: where, in which format, for which events. Loaded on demand. */
export default function AddWebhookDialog({
  open,
  onOpenChange,
  audience,
  onCreated,
}: OnDemandDialogProps & {
  audience: WebhookAudience;
  onCreated: (created: WebhookWithSecret) => void;
}) {
  const create = useCreateWebhook(audience);
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<WebhookKind>('standard');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(
    () => (open ? whenIdle(() => void loadCheck().catch(() => {}), 500) : undefined),
    [open],
  );

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((item) => item !== event)));

  const onSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    let check;
    try {
      check = await loadCheck();
    } catch (error) {
      return notify.error('Error', errorMessage(error, 'Failed to add the webhook.'));
    }
    const parsed = check.safeParse({ url, kind, description, events });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    try {
      const answer = await create.mutateAsync(parsed.data);
      notify.success('Webhook added', 'Copy its signing secret now: it will not be shown again.');
      onCreated(answer);
      onOpenChange(false);
      setDescription('');
      setUrl('');
      setEvents([]);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to add the webhook.'));
    }
  };

  const described = (id: string) => (errors[id] ? `webhook-${id}-error` : undefined);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a webhook</DialogTitle>
          <DialogDescription>
            DM Sprint sends each event you choose to this address as it happens.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="webhook-description" label="Name" error={errors.description}>
            <Input
              id="webhook-description"
              value={description}
              maxLength={WEBHOOK_DESCRIPTION_MAX}
              placeholder="e.g. Team channel"
              aria-describedby={described('description')}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Field>
          <Field id="webhook-kind" label="Format">
            <NativeSelect
              id="webhook-kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as WebhookKind)}
            >
              {WEBHOOK_KINDS.map((value) => (
                <option key={value} value={value}>
                  {WEBHOOK_KIND_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="webhook-url" label="Address (URL)" error={errors.url}>
            <Input
              id="webhook-url"
              type="url"
              inputMode="url"
              value={url}
              maxLength={WEBHOOK_URL_MAX}
              placeholder={PLACEHOLDERS[kind]}
              aria-invalid={errors.url ? true : undefined}
              aria-describedby={described('url')}
              onChange={(event) => setUrl(event.target.value)}
            />
          </Field>
          <fieldset className="grid gap-2" aria-describedby={described('events')}>
            <legend className="mb-1 text-sm font-medium">Events</legend>
            {WEBHOOK_EVENTS_OF[audience].map((event) => {
              const id = `webhook-event-${event.replace('.', '-')}`;
              return (
                <div key={event} className="flex items-center justify-between gap-3">
                  <Label htmlFor={id} className="font-normal">
                    {WEBHOOK_EVENT_LABELS[audience][event]}
                  </Label>
                  <Switch
                    id={id}
                    checked={events.includes(event)}
                    onCheckedChange={(on) => toggle(event, on)}
                  />
                </div>
              );
            })}
            {errors.events ? (
              <p
                id="webhook-events-error"
                role="alert"
                className="text-xs font-medium text-destructive"
              >
                {errors.events}
              </p>
            ) : null}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Add webhook
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
