import type { MailMessage } from '../mail/mailer';
import type { WebhookAudience, WebhookDisabledReason } from '../../shared/schemas/webhook-texts';

const WHY: Record<WebhookDisabledReason, string> = {
  gone: 'its receiver answered 410 Gone (the address no longer takes webhooks)',
  failing: 'every delivery to it has failed for a day',
  manual: 'it was turned off',
};

/** To a webhook's owner when DM Sprint turns it off. */
export function webhookDisabledMail(
  to: string,
  name: string,
  webhook: { url: string; description: string; audience: WebhookAudience },
  reason: WebhookDisabledReason,
  appUrl: string,
): MailMessage {
  const label = webhook.description || new URL(webhook.url).host;
  const where =
    webhook.audience === 'community' ? 'Admin → Community → Webhooks' : 'Settings → Webhooks';
  return {
    to,
    subject: `Your DM Sprint webhook “${label}” was turned off`,
    text: `Hi ${name},\n\nDM Sprint turned off the webhook to ${webhook.url} because ${WHY[reason]}. No more events are sent to it.\n\nCheck the receiver, then turn it back on in ${where} (${appUrl}${webhook.audience === 'community' ? '/admin' : '/settings'}); its delivery log shows each attempt's answer.\n\n— DM Sprint`,
  };
}
