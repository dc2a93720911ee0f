import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { Db } from './client';

const FIRST_RUN_MS = 60_000; // after start-up, not during it
const EVERY_MS = 6 * 60 * 60_000;

/**
 * PGlite has no autovacuum. Without one, index-only scans keep visiting the table and the
 * planner's statistics age: the progress reads measured up to 40 % slower (docs/benchmarks.md).
 * This is what PostgreSQL's autovacuum would do, run by the server itself.
 */
export async function vacuumEmbedded(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

/** Vacuums the embedded database a minute after start, then every 6 hours; returns a stop. */
export function scheduleEmbeddedVacuum(db: Db, logger: Logger): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    try {
      await vacuumEmbedded(db);
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
