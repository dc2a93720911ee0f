import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

type Row = { count: number; reset_at: string | Date };

export type Window = { count: number; resetAt: Date };

/**
 * Fixed-window counters in the database, so every instance sees the same numbers.
 * One atomic upsert per hit: concurrent hits never lose a count.
 */
export function createRateCounter(db: Db) {
  return {
    /** Counts `times` hits (one request that stands for several, an MCP batch) in the window. */
    async hit(key: string, windowSeconds: number, times = 1): Promise<Window> {
      const [row] = await queryRows<Row>(
        db,
        sql`
        insert into rate_counters (key, count, reset_at)
        values (${key}, ${times}, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_counters.reset_at <= now() then ${times}
            else rate_counters.count + ${times} end,
          reset_at = case when rate_counters.reset_at <= now()
            then now() + make_interval(secs => ${windowSeconds}) else rate_counters.reset_at end
        returning count, reset_at`,
      );
      return { count: Number(row.count), resetAt: new Date(row.reset_at) };
    },
    async peek(key: string): Promise<Window | null> {
      const [row] = await queryRows<Row>(
        db,
        sql`
        select count, reset_at from rate_counters where key = ${key} and reset_at > now()`,
      );
      return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
    },
    /** Gives back one hit (an attempt that turned out not to count). */
    async release(key: string): Promise<void> {
      await db.execute(
        sql`update rate_counters set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`,
      );
    },
    async clear(key: string): Promise<void> {
      await db.execute(sql`delete from rate_counters where key = ${key}`);
    },
  };
}

export type RateCounter = ReturnType<typeof createRateCounter>;

export function minutesUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
}
