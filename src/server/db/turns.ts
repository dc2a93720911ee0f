import type pg from 'pg';

/**
 * Members' requests go before heavy work (docs/decisions/0139-embedded-database-thread.md). Work
 * that grows with a member's history (an export check's apply, a data download, a year of CSV, an
 * MCP batch) runs in turns: one bounded transaction or query each, through `take`. The embedded
 * database is one session, so there a turn starts only once no member's query is running or
 * waiting and none ran for `GRACE_MS` (the gap between two queries of one request): a Log DM waits
 * for at most the one turn already running, never for the whole import. A turn never waits longer
 * than `MAX_WAIT_MS`, so a busy community slows heavy work down but never stops it. On PostgreSQL
 * every request has a connection of its own and turns start at once.
 */
export type Turns = {
  /** Runs `work` as the next turn of heavy work. */
  take: <T>(work: () => Promise<T>) => Promise<T>;
};

export const GRACE_MS = 10;
export const MAX_WAIT_MS = 500;

/** Turns that start at once (PostgreSQL). */
export const immediateTurns: Turns = { take: (work) => work() };

/** Turns on a pool whose one connection is the whole database (the embedded one). */
export function turnsOn(pool: pg.Pool): Turns {
  let heavy = 0;
  let lastQueryEnded = 0;
  pool.on('release', () => {
    if (heavy === 0) lastQueryEnded = performance.now();
  });
  const membersBusy = () =>
    pool.waitingCount > 0 ||
    pool.totalCount > pool.idleCount ||
    performance.now() - lastQueryEnded < GRACE_MS;
  return {
    take: async (work) => {
      const until = performance.now() + MAX_WAIT_MS;
      while (membersBusy() && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, GRACE_MS / 2));
      }
      heavy += 1;
      try {
        return await work();
      } finally {
        heavy -= 1;
      }
    },
  };
}
