import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { prospectRate } from '../../../shared/domain/rates';
import {
  VAULT_RATE_MIN_DMS,
  VAULT_RATE_MIN_MEMBERS,
  type VaultRatesResponse,
} from '../../../shared/schemas/analytics';

/**
 * The community's reply rate per vault script, over every approved member's prospects first
 * messaged with it (only a first DM carries the script's effect; follow-ups are left out): of
 * them, the share who replied (prospectRate). Only scripts that opened at least 30 prospects for
 * at least 3 members: a handful of DMs or one member's habits are not a result. Only totals leave
 * the database.
 */
export async function vaultRates(db: Db): Promise<VaultRatesResponse> {
  const rows = await queryRows<{ key: string; dms: number; replied: number }>(
    db,
    sql`select d.script_used as key, count(*)::int as dms,
               (count(*) filter (where d.response_received))::int as replied
        from dm_tracking d
        join profiles p on p.user_id = d.user_id and p.approval_status = 'approved'
        where d.script_used like 'vault:%' and d.is_first
        group by d.script_used
        having count(*) >= ${VAULT_RATE_MIN_DMS}
           and count(distinct d.user_id) >= ${VAULT_RATE_MIN_MEMBERS}
        order by d.script_used`,
  );
  // Every row has at least VAULT_RATE_MIN_DMS prospects, so the rate is never null.
  const scripts = rows.map(({ key, dms, replied }) => ({
    key,
    dms,
    replyRate: prospectRate(replied, dms) ?? 0,
  }));
  return { minDms: VAULT_RATE_MIN_DMS, minMembers: VAULT_RATE_MIN_MEMBERS, scripts };
}
