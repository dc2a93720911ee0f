import type pg from 'pg';

/**
 * Members' requests go before heavy work (docs/decisions/0139-embedded-database-thread.md). Work
 * that grows with a member's history (an export check's apply, a data download, a year of CSV, an
 * MCP batch) runs in turns: one bounded transaction or query each, through `take`. The embedded
 * database is one session, so there a turn starts only when no member's request is being
 * answered (`answering`, counted by the app for every request but the heavy ones) and no query
 * is running or waiting: a Log DM waits for at most the one turn already running, never for the
 * whole import. A request answered for longer than `YOUNG_MS` (one waiting on an AI writer) no
 * longer holds heavy work back, and a turn never waits longer than `MAX_WAIT_MS`: a busy
 * community slows heavy work down but never stops it. On PostgreSQL every request has a
 * connection of its own, and turns start at once.
 */
export type Turns = {
  /** Runs `work` as the next turn of heavy work. */
  take: <T>(work: () => Promise<T>) => Promise<T>;
  /** Counts a member's request as being answered until the function it returns is called. */
  answering: () => () => void;
};

export const YOUNG_MS = 1_000;
export const MAX_WAIT_MS = 500;
/** How often a waiting turn looks again. */
const LOOK_MS = 5;

/** Turns that start at once (PostgreSQL). */
export const immediateTurns: Turns = { take: (work) => work(), answering: () => () => {} };

/** Turns on a pool whose one connection is the whole database (the embedded one). */
export function turnsOn(pool: pg.Pool): Turns {
  const answered = new Set<{ since: number }>();
  const membersBusy = () => {
    if (pool.waitingCount > 0 || pool.totalCount > pool.idleCount) return true;
    const now = performance.now();
    for (const request of answered) if (now - request.since < YOUNG_MS) return true;
    return false;
  };
  return {
    take: async (work) => {
      const until = performance.now() + MAX_WAIT_MS;
      while (membersBusy() && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
      }
      return work();
    },
    answering: () => {
      const request = { since: performance.now() };
      answered.add(request);
      return () => answered.delete(request);
    },
  };
}
