// Seeding many DMs at once, fast on both engines.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** The trigram search indexes the app keeps without a pending list (fastupdate off). */
const SEARCH_INDEXES = ['dm_prospect_search_trgm_idx', 'prospects_search_trgm_idx'];

/**
 * Bulk loading with the search indexes' pending lists on (fast), then flushed and switched back
 * off, so the benchmark queries the indexes exactly as the app keeps them.
 */
export async function bulkLoad(db: Db, load: () => Promise<void>) {
  for (const index of SEARCH_INDEXES) {
    await db.execute(sql`alter index ${sql.identifier(index)} set (fastupdate = on)`);
  }
  await load();
  for (const index of SEARCH_INDEXES) {
    await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
    await db.execute(sql`alter index ${sql.identifier(index)} set (fastupdate = off)`);
  }
  await db.execute(sql`analyze dm_tracking`);
  await db.execute(sql`analyze prospects`);
}
