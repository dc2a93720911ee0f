import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

/**
 * The coach's weekly figures. One function, one file: the cohort service (with its own
 * "needs attention" rule) can replace this query without touching the job or the mail.
 */
export type WeeklyCohortSummary = {
  from: Date;
  to: Date;
  members: number;
  dms: number;
  replies: number;
  meetings: number;
  /** Approved members without a DM in the last 3 days, most idle first. */
  needsAttention: { name: string; email: string; lastDmAt: Date | null }[];
};

const WEEK_MS = 7 * 86_400_000;
const IDLE_MS = 3 * 86_400_000;

export async function weeklyCohortSummary(db: Db, now: Date): Promise<WeeklyCohortSummary> {
  const from = new Date(now.getTime() - WEEK_MS);
  const idleSince = new Date(now.getTime() - IDLE_MS);
  const [fromAt, toAt] = [from.toISOString(), now.toISOString()];
  const [[totals], idle] = await Promise.all([
    queryRows<{ members: number; dms: number; replies: number; meetings: number }>(
      db,
      sql`
      select
        (select count(*)::int from profiles where approval_status = 'approved') as members,
        (select count(*)::int from dm_tracking
          where sent_at >= ${fromAt}::timestamptz and sent_at < ${toAt}::timestamptz) as dms,
        (select count(*)::int from dm_tracking
          where response_at >= ${fromAt}::timestamptz and response_at < ${toAt}::timestamptz) as replies,
        (select count(*)::int from dm_tracking
          where meeting_at >= ${fromAt}::timestamptz and meeting_at < ${toAt}::timestamptz) as meetings`,
    ),
    queryRows<{ name: string; email: string; last_dm_at: string | Date | null }>(
      db,
      sql`
      select coalesce(p.full_name, u.name) as name, u.email, last.at as last_dm_at
      from profiles p
      join "user" u on u.id = p.user_id
      cross join lateral (
        select max(sent_at) as at from dm_tracking where user_id = p.user_id) last
      where p.approval_status = 'approved'
        and (last.at is null or last.at < ${idleSince.toISOString()}::timestamptz)
      order by last.at asc nulls first, u.email`,
    ),
  ]);
  return {
    from,
    to: now,
    members: Number(totals.members),
    dms: Number(totals.dms),
    replies: Number(totals.replies),
    meetings: Number(totals.meetings),
    needsAttention: idle.map((row) => ({
      name: row.name,
      email: row.email,
      lastDmAt: row.last_dm_at ? new Date(row.last_dm_at) : null,
    })),
  };
}
