// The benchmarks' environment knobs, read in this one place. The defaults are the real run's;
// smaller values give a quick smoke run (the data sizes never change).

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  }
  return value;
}

/** Seconds per autocannon load (tracker). */
export const benchSeconds = () => positive('BENCH_SECONDS', 5);

/** Alternating rounds per measured scenario, best kept (tracker). */
export const benchRounds = () => Math.round(positive('BENCH_ROUNDS', 3));

/** Requests per measured endpoint; `fallback` is the bench's real-run figure. */
export const benchRequests = (fallback: number) => Math.round(positive('BENCH_REQUESTS', fallback));

/**
 * The CPU slowdown the browser benches act out: Lighthouse's simulated one and log-dm's CDP
 * throttling (boot stays at 4×: its budgets are set there). 4 is a mid-range phone, Lighthouse's
 * mobile default. A faster machine than the one a target was set on is brought to that one by
 * raising it until the baseline gives the figures it gave there (docs/benchmarks.md, "Issue 39
 * on a faster machine").
 */
const DEFAULT_CPU_SLOWDOWN = 4;
export const benchCpuSlowdown = () => positive('BENCH_CPU_SLOWDOWN', DEFAULT_CPU_SLOWDOWN);

/** What a recorded command puts before `npm run bench` to run at this slowdown again. */
export const cpuSlowdownSetting = () =>
  benchCpuSlowdown() === DEFAULT_CPU_SLOWDOWN ? '' : `BENCH_CPU_SLOWDOWN=${benchCpuSlowdown()} `;

/** The PostgreSQL server the benches create their database on, when set. */
export const benchDatabaseUrl = () => process.env.BENCH_DATABASE_URL || '';
