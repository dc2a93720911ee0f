import { sql } from 'drizzle-orm';
import type { UserId } from '../../shared/schemas/ids';
import type { Db } from './client';

/**
 * Holds the member's profile row until the transaction ends, as every statement writing their
 * DMs does first (`dm_lock_members`, migration 0021_cohort_summary_rollups.sql). A transaction
 * that locks other rows of the member (their prospects) before writing their DMs takes it
 * first, so it and a Log DM at the same moment lock in the same order and cannot deadlock.
 */
export async function lockMember(tx: Db, userId: UserId): Promise<void> {
  await tx.execute(sql`select dm_lock_members(array[${userId}]::text[])`);
}
