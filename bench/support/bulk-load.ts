// Seeding many DMs at once, fast on both engines.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Bulk loading with the search index's pending list on (fast), then flushed and switched back
 * off, so the benchmark queries the index exactly as the app keeps it.
 */
export async function bulkLoad(db: Db, load: () => Promise<void>) {
  await db.execute(sql`alter index dm_prospect_search_trgm_idx set (fastupdate = on)`);
  await load();
  await db.execute(sql`select gin_clean_pending_list('dm_prospect_search_trgm_idx')`);
  await db.execute(sql`alter index dm_prospect_search_trgm_idx set (fastupdate = off)`);
  await db.execute(sql`analyze dm_tracking`);
}
