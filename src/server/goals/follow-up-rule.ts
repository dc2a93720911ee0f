import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { DEFAULT_FOLLOW_UP_RULE, type FollowUpRule } from '../../shared/schemas/follow-up-rule';
import type { UserId } from '../../shared/schemas/ids';

/**
 * The community's follow-up rule (docs/decisions/0132-prospects.md): whether follow-ups count
 * toward the daily goal, and the default follow-up cadence.
 */
export async function readFollowUpRule(db: Db): Promise<FollowUpRule> {
  const [row] = await queryRows<FollowUpRule>(
    db,
    sql`select follow_ups_count as "followUpsCount", follow_up_cadence as cadence
        from community_settings where id = 1`,
  );
  return row ?? DEFAULT_FOLLOW_UP_RULE;
}

/**
 * The coach sets it for the community. Whether follow-ups count applies to every day, past ones
 * too: the days at goal and the streaks are recounted by the triggers of 0011_prospects.sql.
 */
export async function setFollowUpRule(db: Db, adminId: UserId, rule: FollowUpRule) {
  const cadence = `{${rule.cadence.join(',')}}`;
  await db.execute(sql`insert into community_settings (id, follow_ups_count, follow_up_cadence,
                                                       updated_by)
                       values (1, ${rule.followUpsCount}, ${cadence}::integer[], ${adminId})
                       on conflict (id) do update
                       set follow_ups_count = excluded.follow_ups_count,
                           follow_up_cadence = excluded.follow_up_cadence,
                           updated_by = excluded.updated_by`);
  return readFollowUpRule(db);
}
