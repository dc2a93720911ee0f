import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { parseProfileUrl } from '../../shared/domain/platform';

/** The events whose JSON names a prospect: `data.dm` of a member's own webhook (events.ts). */
const NAMING_EVENTS = ['dm.logged', 'reply.logged', 'meeting.booked'];

/**
 * Deletes the delivery-log rows (sent, pending or resent) whose payload names an erased person:
 * a DM the erasure took, or a DM to one of the erased profiles that the member had deleted
 * before. Run in the erasure's transaction (docs/decisions/0133-privacy.md), so Resend has
 * nothing left to send. Only a member's own standard webhooks carry a DM; chat lines and the
 * community's payloads never name a prospect.
 */
export async function deleteDeliveriesNaming(
  tx: Db,
  erased: { dmIds: ReadonlySet<string>; profileKeys: ReadonlySet<string> },
): Promise<void> {
  const rows = await queryRows<{ id: string; dmId: string | null; url: string | null }>(
    tx,
    sql`select d.id, d.body::jsonb #>> '{data,dm,id}' as "dmId",
          d.body::jsonb #>> '{data,dm,profileUrl}' as url
        from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where e.audience = 'member' and e.kind = 'standard'
          and d.event in (${sql.join(
            NAMING_EVENTS.map((event) => sql`${event}`),
            sql`, `,
          )})`,
  );
  const keyOf = (url: string | null) => {
    const parsed = url ? parseProfileUrl(url) : null;
    return parsed?.ok ? parsed.profile.key : null;
  };
  const named = rows.filter(
    (row) =>
      (row.dmId !== null && erased.dmIds.has(row.dmId)) ||
      erased.profileKeys.has(keyOf(row.url) ?? ''),
  );
  if (named.length === 0) return;
  await tx.execute(
    sql`delete from webhook_deliveries
        where id in (select jsonb_array_elements_text(${JSON.stringify(named.map((row) => row.id))}::jsonb)::uuid)`,
  );
}
