import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  VAULT_RATE_MIN_DMS,
  VAULT_RATE_MIN_MEMBERS,
  type VaultRatesResponse,
} from '../../../shared/schemas/analytics';

/**
 * The community's reply rate per vault script, over every approved member's DMs that used it,
 * for scripts used in at least 30 DMs by at least 3 members: a handful of DMs or one member's
 * habits are not a result. Only totals leave the database.
 */
export async function vaultRates(db: Db): Promise<VaultRatesResponse> {
  const scripts = await queryRows<{ key: string; dms: number; replyRate: number }>(
    db,
    sql`select d.script_used as key, count(*)::int as dms,
               ((count(*) filter (where d.response_received)) * 100.0 / count(*))::float8
                 as "replyRate"
        from dm_tracking d
        join profiles p on p.user_id = d.user_id and p.approval_status = 'approved'
        where d.script_used like 'vault:%'
        group by d.script_used
        having count(*) >= ${VAULT_RATE_MIN_DMS}
           and count(distinct d.user_id) >= ${VAULT_RATE_MIN_MEMBERS}
        order by d.script_used`,
  );
  return { minDms: VAULT_RATE_MIN_DMS, minMembers: VAULT_RATE_MIN_MEMBERS, scripts };
}
