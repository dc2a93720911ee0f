import { lazy, useState } from 'react';
import { Webhook } from 'lucide-react';
import type { WebhookSummary } from '@/shared/schemas/webhooks';
import type { WebhookAudience } from '@/shared/schemas/webhook-texts';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { OnDemandDialog } from '@/web/components/ui/on-demand-dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useSendTestEvent } from '../api/deliveries';
import { useWebhooks } from '../api/webhooks';
import { webhookLabel } from '../utils/label';
import { DISABLED_TEXT, WEBHOOK_EVENT_LABELS, WEBHOOK_KIND_LABELS } from '../utils/texts';
import { WebhookSecret } from './webhook-secret';

const loadAddDialog = () => import('./add-webhook-dialog');
const AddWebhookDialog = lazy(loadAddDialog);
const loadLogDialog = () => import('./webhook-log-dialog');
const WebhookLogDialog = lazy(loadLogDialog);

function WebhookItem({ webhook }: { webhook: WebhookSummary }) {
  const test = useSendTestEvent(webhook.audience, webhook.id);
  const label = webhookLabel(webhook);
  const onTest = async () => {
    try {
      await test.mutateAsync();
      notify.success('Test event sent', 'It is on its way: the delivery log shows the answer.');
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to send the test event.'));
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={label}>
      <Webhook aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {label}
          <Badge variant="secondary">{WEBHOOK_KIND_LABELS[webhook.kind]}</Badge>
          {webhook.disabledReason ? (
            <Badge variant="destructive">{DISABLED_TEXT[webhook.disabledReason]}</Badge>
          ) : webhook.failingSince ? (
            <Badge variant="warning">Failing</Badge>
          ) : null}
        </p>
        <p className="text-sm break-all text-muted-foreground">{webhook.url}</p>
        <p className="text-sm text-muted-foreground">
          {webhook.events.map((event) => WEBHOOK_EVENT_LABELS[webhook.audience][event]).join(', ')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={test.isPending || webhook.disabledAt !== null}
          aria-label={`Send test event to ${label}`}
          onClick={() => void onTest()}
        >
          Send test event
        </Button>
        <OnDemandDialog
          preload={loadLogDialog}
          trigger={(props) => (
            <Button variant="outline" size="sm" aria-label={`Delivery log of ${label}`} {...props}>
              Delivery log
            </Button>
          )}
        >
          {(dialog) => <WebhookLogDialog {...dialog} webhook={webhook} />}
        </OnDemandDialog>
      </div>
    </li>
  );
}

/** The audience's webhooks, newest first. */
function WebhookList({ audience }: { audience: WebhookAudience }) {
  const list = useWebhooks(audience);
  if (list.isPending) return <Skeleton className="h-16" />;
  const webhooks = list.data?.webhooks ?? [];
  if (webhooks.length === 0) {
    return <p className="text-sm text-muted-foreground">No webhooks yet.</p>;
  }
  return (
    <ul className="divide-y" aria-label="Webhooks">
      {webhooks.map((webhook) => (
        <WebhookItem key={webhook.id} webhook={webhook} />
      ))}
    </ul>
  );
}

const COPY: Record<WebhookAudience, { id: string; description: string }> = {
  member: {
    id: 'webhooks',
    description:
      'Send your DMs, replies, meetings, goal and streak to other tools (n8n, Zapier, Make) or a Discord or Slack channel as they happen.',
  },
  community: {
    id: 'community-webhooks',
    description:
      'Tell the community’s tools or channel about sign-ups, approvals, any member’s meeting or goal, and the Monday summary. Members hidden from the leaderboard are never named.',
  },
};

/**
 * Settings → Webhooks (the member's own) and Admin → Community → Webhooks (docs/webhooks.md).
 * The pages load it on demand (`lazy`), after what they paint first.
 */
export default function WebhooksCard({ audience }: { audience: WebhookAudience }) {
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card id={COPY[audience].id}>
      <CardHeader>
        <CardTitle>Webhooks</CardTitle>
        <CardDescription>
          {COPY[audience].description} Each delivery is signed the Standard Webhooks way, so your
          receiver can check it came from DM Sprint.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {secret ? <WebhookSecret secret={secret} onDone={() => setSecret(null)} /> : null}
        <WebhookList audience={audience} />
        <div>
          <OnDemandDialog
            preload={loadAddDialog}
            trigger={(props) => <Button {...props}>Add webhook</Button>}
          >
            {(dialog) => (
              <AddWebhookDialog
                {...dialog}
                audience={audience}
                onCreated={(created) => setSecret(created.secret)}
              />
            )}
          </OnDemandDialog>
        </div>
      </CardContent>
    </Card>
  );
}
