import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { UserId, WebhookDeliveryId, WebhookId } from '../../shared/schemas/ids';
import {
  type WebhookAudience,
  type WebhookDeliveryEvent,
  type WebhookEvent,
  type WebhookKind,
} from '../../shared/schemas/webhook-texts';
import { chatBody, ESCAPES, type Escape } from './chat';
import { newMessageId } from './signing';

/** What an event says to one audience: the JSON `data`, and the chat line. */
export type Rendered = { data: Record<string, unknown>; text: string };

export type WebhookEventInput = {
  type: WebhookEvent;
  /** Enqueued once per webhook under this key (a replayed request, a second scheduler). */
  key: string;
  /** The member whose own webhooks hear it (null: only the community's). */
  userId: UserId | null;
  /** Whether the community's webhooks hear it too. */
  community: boolean;
  render: (audience: WebhookAudience, escape: Escape) => Rendered;
};

type Listener = { id: WebhookId; audience: WebhookAudience; kind: WebhookKind };

const waiters = new Set<() => void>();
/** A wake that came while no worker waited (mid-pass): the next wait returns at once. */
let missedWake = false;

/** Tells this process's webhook workers there is work now (other instances poll). */
export function wakeWebhookWorkers(): void {
  if (waiters.size === 0) missedWake = true;
  for (const wake of [...waiters]) wake();
}

/** Resolves after `ms`, or sooner when wakeWebhookWorkers is called. */
export function waitForWebhookWork(ms: number): { promise: Promise<void>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let wake = () => {};
  const promise = new Promise<void>((resolve) => {
    if (missedWake) {
      missedWake = false;
      return resolve();
    }
    wake = () => {
      waiters.delete(wake);
      clearTimeout(timer);
      resolve();
    };
    waiters.add(wake);
    timer = setTimeout(wake, ms);
    timer.unref();
  });
  return { promise, cancel: wake };
}

/** The turned-on webhooks that hear `type` about `userId` (and the community's, if asked). */
async function listeners(
  db: Db,
  type: WebhookEvent,
  userId: UserId | null,
  community: boolean,
): Promise<Listener[]> {
  return queryRows<Listener>(
    db,
    sql`select id, audience, kind from webhook_endpoints
        where disabled_at is null and events @> ${JSON.stringify([type])}::jsonb
          and ((audience = 'member' and user_id = ${userId ?? ''})
            or (audience = 'community' and ${community}))`,
  );
}

/**
 * Which of `types` a turned-on webhook hears about `userId` (their own; the community's for
 * `communityTypes`): one small query before a log's event is worked out, so a log nobody
 * listens to costs only this.
 */
export async function heardEvents(
  db: Db,
  userId: UserId,
  communityTypes: readonly WebhookEvent[],
): Promise<Set<WebhookEvent>> {
  const rows = await queryRows<{ audience: WebhookAudience; events: WebhookEvent[] }>(
    db,
    sql`select audience, events from webhook_endpoints
        where disabled_at is null
          and ((audience = 'member' and user_id = ${userId}) or audience = 'community')`,
  );
  const heard = new Set<WebhookEvent>();
  for (const row of rows) {
    for (const event of row.events) {
      if (row.audience === 'member' || communityTypes.includes(event)) heard.add(event);
    }
  }
  return heard;
}

/** The exact bytes sent to a webhook of this kind. */
export function deliveryBody(
  kind: WebhookKind,
  type: WebhookDeliveryEvent,
  rendered: Rendered,
  now: Date,
): string {
  if (kind === 'standard') {
    return JSON.stringify({ type, timestamp: now.toISOString(), data: rendered.data });
  }
  return chatBody(kind, rendered.text);
}

/** Queues one message to one webhook, due now; null when its key was queued before. */
export async function enqueueDelivery(
  db: Db,
  endpointId: WebhookId,
  delivery: { event: WebhookDeliveryEvent; key: string | null; body: string; messageId?: string },
  now: Date,
): Promise<WebhookDeliveryId | null> {
  const [row] = await queryRows<{ id: WebhookDeliveryId }>(
    db,
    sql`insert into webhook_deliveries (endpoint_id, message_id, event, event_key, body, run_after, created_at)
        values (${endpointId}, ${delivery.messageId ?? newMessageId()}, ${delivery.event},
          ${delivery.key}, ${delivery.body}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        on conflict (endpoint_id, event_key) do nothing
        returning id`,
  );
  return row?.id ?? null;
}

/**
 * Queues an event for every webhook that hears it, each in its own words (JSON, Discord,
 * Slack; the member's own or the community's), then wakes this process's worker. Nothing is
 * read to render it when no webhook listens.
 */
export async function emitWebhookEvent(
  db: Db,
  event: WebhookEventInput,
  now = new Date(),
): Promise<number> {
  const found = await listeners(db, event.type, event.userId, event.community);
  let queued = 0;
  for (const listener of found) {
    const rendered = event.render(listener.audience, ESCAPES[listener.kind]);
    const body = deliveryBody(listener.kind, event.type, rendered, now);
    if (await enqueueDelivery(db, listener.id, { event: event.type, key: event.key, body }, now)) {
      queued++;
    }
  }
  if (queued > 0) wakeWebhookWorkers();
  return queued;
}

/** The test event's words ("Send test event"). */
export const testEventRendered = (audience: WebhookAudience): Rendered => ({
  data: { message: 'This is a test event from DM Sprint.', audience },
  text: '✅ DM Sprint is connected: this channel will get the events you chose.',
});
