import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { Database } from './client';
import { queryRows } from './query-rows';

const FIRST_RUN_MS = 60_000; // after start-up, not during it
const EVERY_MS = 6 * 60 * 60_000;

/**
 * PGlite has no autovacuum. Without one, index-only scans keep visiting the table and the
 * planner's statistics age: the progress reads measured up to 40 % slower (docs/benchmarks.md).
 * This is what PostgreSQL's autovacuum would do, run by the server itself: a table at a time,
 * each a turn of heavy work (src/server/db/turns.ts), so members' requests go between them.
 */
export async function vacuumEmbedded({ db, turns }: Pick<Database, 'db' | 'turns'>): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
        order by 1`,
  );
  for (const { name } of tables) {
    await turns.take(() => db.execute(sql`vacuum (analyze) ${sql.raw(name)}`));
  }
}

/** Vacuums the embedded database a minute after start, then every 6 hours; returns a stop. */
export function scheduleEmbeddedVacuum(
  database: Pick<Database, 'db' | 'turns'>,
  logger: Logger,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    try {
      await vacuumEmbedded(database);
      logger.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed');
    } catch (error) {
      logger.warn({ err: error }, 'embedded database vacuum failed; next try in 6 hours');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), FIRST_RUN_MS);
  const every = setInterval(() => void run(), EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
