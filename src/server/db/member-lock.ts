import { sql } from 'drizzle-orm';
import type { UserId } from '../../shared/schemas/ids';
import type { Db } from './client';

/**
 * Holds the members' profile rows until the transaction ends, in key order, as every write of a
 * member's DMs does before any other lock it takes (`dm_lock_members`,
 * src/server/db/functions/member-lock.sql). A transaction that locks other rows of a member (their
 * prospects) before writing their DMs calls it first, so it and a Log DM at the same moment lock
 * in one order and cannot deadlock; one that writes many members' DMs calls it first so that it
 * takes them in key order.
 */
export async function lockMembers(tx: Db, userIds: readonly UserId[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(
    sql`select dm_lock_members(array(select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)))`,
  );
}
