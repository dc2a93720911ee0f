import { deliver, type NotifierDeps } from './deliver';
import { claimDue, enqueueDue, failJob, finishJob, MAX_ATTEMPTS } from './job-queue';

export type WorkerOptions = {
  /** The clock; tests move it instead of waiting. */
  now?: () => Date;
  leaseSeconds?: number;
  batchSize?: number;
};

/**
 * One pass: schedule what became due, then send due jobs until none is left to claim.
 * Every instance may run passes at the same time; the queue hands each job to one of them.
 */
export async function runNotificationPass(
  deps: NotifierDeps,
  { now = () => new Date(), leaseSeconds = 300, batchSize = 20 }: WorkerOptions = {},
): Promise<{ enqueued: number; sent: number; skipped: number; failed: number }> {
  const counts = { enqueued: await enqueueDue(deps.db, now()), sent: 0, skipped: 0, failed: 0 };
  for (;;) {
    const jobs = await claimDue(deps.db, now(), { limit: batchSize, leaseSeconds });
    if (jobs.length === 0) {
      if (counts.sent + counts.failed > 0) deps.logger.info(counts, 'notification pass done');
      return counts;
    }
    for (const job of jobs) {
      try {
        const outcome = await deliver(deps, job, now());
        await finishJob(deps.db, job.id, outcome, now());
        counts[outcome]++;
      } catch (error) {
        const status = await failJob(
          deps.db,
          job,
          (error as Error).message ?? String(error),
          now(),
        );
        counts.failed++;
        const context = { err: error, jobId: job.id, kind: job.kind, userId: job.userId };
        if (status === 'failed') {
          deps.logger.error(context, `${job.kind} failed ${MAX_ATTEMPTS} times: giving up`);
        } else {
          deps.logger.warn({ ...context, attempt: job.attempts }, `${job.kind} failed: will retry`);
        }
      }
    }
  }
}

/** Runs a pass now and `intervalMs` after each pass ends; returns stop(). */
export function startNotificationWorker(
  deps: NotifierDeps,
  { intervalMs, ...options }: WorkerOptions & { intervalMs: number },
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runNotificationPass(deps, options)
      .then(
        () => {},
        (error: unknown) => {
          deps.logger.warn({ err: error }, 'notification pass failed; the next pass retries');
        },
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
