import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { UserId } from '../../shared/schemas/ids';

export type JobKind = 'digest' | 'nudge' | 'weekly';

export type ClaimedJob = {
  id: string;
  userId: UserId;
  kind: JobKind;
  localDay: string;
  attempts: number;
};

/** A notification is sent between its local time and this many hours later, never after. */
export const SEND_WINDOW_HOURS = 4;
/** Two slots of one kind are at least this far apart, across a time-zone change too. */
const MIN_GAP_HOURS = 12;
export const MAX_ATTEMPTS = 6;
const BACKOFF_BASE_SECONDS = 30;
const BACKOFF_CAP_SECONDS = 30 * 60;

type Schedule = {
  kind: JobKind;
  /** The prefs column that switches it on (its default is true). */
  enabled: 'digest_enabled' | 'nudge_enabled' | 'weekly_summary_enabled';
  /** The local 'HH:MM' it is due at: a prefs column or a constant. */
  time: SQL;
  /** Extra condition on the member `p` and their local timestamp `l.ts`. */
  where?: SQL;
};

const SCHEDULES: Schedule[] = [
  { kind: 'digest', enabled: 'digest_enabled', time: sql`coalesce(n.digest_time, '08:00')` },
  { kind: 'nudge', enabled: 'nudge_enabled', time: sql`coalesce(n.nudge_time, '19:00')` },
  {
    kind: 'weekly',
    enabled: 'weekly_summary_enabled',
    time: sql`'08:00'`,
    where: sql`p.is_admin and extract(isodow from l.ts) = 1`,
  },
];

/**
 * Inserts a job for every approved member whose local time has just passed their chosen time
 * today. The slot (that local time as an instant) is unique per member and kind, so every
 * instance may run this at once: each slot is written once. A slot in a daylight-saving gap
 * (02:30 on a spring-forward day) is due from the first local time after it.
 */
async function enqueue(db: Db, now: Date, schedule: Schedule): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const slot = sql`((l.ts::date + ${schedule.time}::time) at time zone p.time_zone)`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into notification_jobs (user_id, kind, local_day, slot_at, run_after, created_at)
    select p.user_id, ${schedule.kind}, l.ts::date, ${slot}, ${at}, ${at}
    from profiles p
    left join notification_prefs n on n.user_id = p.user_id
    cross join lateral (select (${at} at time zone p.time_zone) as ts) l
    where p.approval_status = 'approved'
      and coalesce(n.${sql.raw(schedule.enabled)}, true)
      and l.ts >= l.ts::date + ${schedule.time}::time
      and l.ts < l.ts::date + ${schedule.time}::time + make_interval(hours => ${SEND_WINDOW_HOURS})
      ${schedule.where ? sql`and ${schedule.where}` : sql``}
      and not exists (
        select 1 from notification_jobs j
        where j.user_id = p.user_id and j.kind = ${schedule.kind}
          and j.slot_at > ${slot} - make_interval(hours => ${MIN_GAP_HOURS})
          and j.slot_at < ${slot} + make_interval(hours => ${MIN_GAP_HOURS}))
    on conflict (user_id, kind, slot_at) do nothing
    returning id`,
  );
  return rows.length;
}

export async function enqueueDue(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (const schedule of SCHEDULES) total += await enqueue(db, now, schedule);
  return total;
}

/**
 * Claims up to `limit` due jobs for `leaseSeconds`. SKIP LOCKED lets instances claim side by
 * side without waiting on each other; a claim whose instance died (kill -9) expires with its
 * lease and is claimed again.
 */
export async function claimDue(
  db: Db,
  now: Date,
  { limit, leaseSeconds }: { limit: number; leaseSeconds: number },
): Promise<ClaimedJob[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return queryRows<ClaimedJob>(
    db,
    sql`
    update notification_jobs set
      locked_until = ${at} + make_interval(secs => ${leaseSeconds}),
      attempts = attempts + 1
    where id in (
      select id from notification_jobs
      where status = 'pending' and run_after <= ${at}
        and (locked_until is null or locked_until <= ${at})
      order by run_after
      limit ${limit}
      for update skip locked)
    returning id, user_id as "userId", kind, local_day::text as "localDay", attempts`,
  );
}

export async function finishJob(
  db: Db,
  id: string,
  status: 'sent' | 'skipped',
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update notification_jobs set status = ${status}, done_at = ${now.toISOString()}::timestamptz,
      locked_until = null
    where id = ${id}`);
}

/** Seconds to wait before attempt `attempts + 1`: 30 s, 1 min, 2 min … capped at 30 min. */
export function backoffSeconds(attempts: number): number {
  return Math.min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/** Schedules a retry with back-off, or gives up after MAX_ATTEMPTS. Returns the new status. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  now: Date,
): Promise<'pending' | 'failed'> {
  const status = job.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
  const retryAt = new Date(now.getTime() + backoffSeconds(job.attempts) * 1000);
  await db.execute(sql`
    update notification_jobs set status = ${status}, last_error = ${error.slice(0, 1000)},
      run_after = ${retryAt.toISOString()}::timestamptz, locked_until = null,
      done_at = ${status === 'failed' ? now.toISOString() : null}::timestamptz
    where id = ${job.id}`);
  return status;
}
