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
 * connection of its own, and at most `HEAVY_AT_ONCE` turns run at once (`boundedTurns`), so heavy
 * work never takes the whole pool (five MCP batches of 20 calls each held all ten connections).
 */
export type Turns = {
  /**
   * How many rows one turn may write (an export apply's DMs): small where a turn holds the whole
   * database, larger on PostgreSQL, where it holds only the member's own rows and each statement's
   * fixed cost (the counting triggers run once a statement) is what a history pays for.
   */
  rowsPerTurn: number;
  /** Runs `work` as the next turn of heavy work. */
  take: <T>(work: () => Promise<T>) => Promise<T>;
  /** Counts a member's request as being answered until the function it returns is called. */
  answering: () => () => void;
};

export const YOUNG_MS = 1_000;
export const MAX_WAIT_MS = 500;
/** How often a waiting turn looks again. */
const LOOK_MS = 5;

/** How many turns of heavy work run at once on PostgreSQL: the rest of the pool is members'. */
export const HEAVY_AT_ONCE = 2;

/** Turns that start as soon as fewer than `atOnce` are running (PostgreSQL). */
export function boundedTurns(atOnce = HEAVY_AT_ONCE): Turns {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    rowsPerTurn: 1_000,
    take: async (work) => {
      if (running >= atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await work();
      } finally {
        // The slot passes straight to the next waiting turn, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    answering: () => () => {},
  };
}

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
    rowsPerTurn: 200,
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
