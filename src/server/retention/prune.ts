import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { retentionDays } from '../env';
import type { Logger } from '../logger';

/** Days each kind of old row is kept (RETENTION_* in docs/operations.md). */
export type RetentionDays = ReturnType<typeof retentionDays>;

const BATCH = 1000;
const DAY_MS = 24 * 60 * 60_000;

type Rule = {
  name: string;
  table: string;
  key: string;
  /** The rows past their time, given the cut-off instant. */
  old: (cutoff: SQL, cutoffMs: number) => SQL;
  days: keyof RetentionDays;
};

const RULES: Rule[] = [
  {
    name: 'notificationJobs',
    table: 'notification_jobs',
    key: 'id',
    days: 'notificationJobs',
    old: (cutoff) =>
      sql`status in ('sent', 'skipped', 'failed') and coalesce(done_at, created_at) < ${cutoff}`,
  },
  {
    name: 'expiredSessions',
    table: 'session',
    key: 'id',
    days: 'expiredSessions',
    old: (cutoff) => sql`expires_at < ${cutoff}`,
  },
  {
    name: 'expiredChallenges',
    table: 'verification',
    key: 'id',
    days: 'expiredChallenges',
    old: (cutoff) => sql`expires_at < ${cutoff}`,
  },
  {
    name: 'rateCounters',
    table: 'rate_counters',
    key: 'key',
    days: 'rateCounters',
    old: (cutoff) => sql`reset_at < ${cutoff}`,
  },
  {
    // better-auth's own limiter: a window of 60 s from its last request (src/server/auth.ts).
    name: 'authRateLimits',
    table: 'rate_limit',
    key: 'id',
    days: 'rateCounters',
    old: (_, cutoffMs) => sql`last_request < ${cutoffMs - 60_000}`,
  },
  {
    name: 'securityEvents',
    table: 'security_events',
    key: 'id',
    days: 'securityEvents',
    old: (cutoff) => sql`created_at < ${cutoff}`,
  },
];

/**
 * Deletes the rows kept past their period, a batch at a time (docs/decisions/0133-privacy.md).
 * Safe on several instances at once: a batch skips rows another instance holds, and the
 * condition is checked again on each row as it is deleted (a counter hit meanwhile starts a new
 * window and stays). Answers how many rows of each kind went.
 */
export async function pruneOldRows(
  db: Db,
  days: RetentionDays,
  now = new Date(),
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const rule of RULES) {
    const cutoffMs = now.getTime() - days[rule.days] * DAY_MS;
    const old = rule.old(sql`${new Date(cutoffMs).toISOString()}::timestamptz`, cutoffMs);
    const table = sql.raw(`"${rule.table}"`);
    const key = sql.raw(`"${rule.key}"`);
    let total = 0;
    for (;;) {
      const deleted = await queryRows<{ one: number }>(
        db,
        sql`delete from ${table}
            where ${key} in (select ${key} from ${table} where ${old}
                             limit ${BATCH} for update skip locked)
              and ${old}
            returning 1 as one`,
      );
      total += deleted.length;
      if (deleted.length < BATCH) break;
    }
    counts[rule.name] = total;
  }
  return counts;
}

/** Prunes a few minutes after start, then every `intervalMs`; returns a stop. */
export function schedulePruning(
  db: Db,
  logger: Logger,
  days: RetentionDays,
  intervalMs: number,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const counts = await pruneOldRows(db, days);
      if (Object.values(counts).some((count) => count > 0)) logger.info(counts, 'old rows pruned');
    } catch (error) {
      logger.warn({ err: error }, 'pruning old rows failed; the next run retries');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), Math.min(intervalMs, 2 * 60_000));
  const every = setInterval(() => void run(), intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
