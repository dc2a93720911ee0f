import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/query-rows';

/**
 * The plan PostgreSQL picks for `query` when sequential scans are made as expensive as it
 * can: a plan that still reads a table with "Seq Scan" has no index it can use.
 * Test tables are tiny, so without this the planner rightly prefers scanning them.
 */
export async function planOf(db: Db, query: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      tx as unknown as Db,
      sql`explain ${query}`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** Fails with the plan when `query` cannot use an index. */
export async function expectIndexUse(db: Db, query: SQL, index?: string): Promise<string> {
  const plan = await planOf(db, query);
  if (/Seq Scan/.test(plan) || (index && !plan.includes(index))) {
    throw new Error(`expected ${index ?? 'an index'} to be used:\n${plan}`);
  }
  return plan;
}
