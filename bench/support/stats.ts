// Percentiles, timing and number formatting shared by the benches.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** p50 and p99 of a list of durations (any order). */
export function summarize(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length };
}

export const fmt = (value: number, digits = 1) => value.toFixed(digits);

/** A whole number with thousands separators: 100,000. */
export const thousands = (value: number) => value.toLocaleString('en-US');

/** Runs `work` and answers its result with the seconds it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** "0.8 / 0.6 (1 / 5 min), 2 cores": the machine's load while a figure was taken. */
export function machineLoad(): string {
  const [one, five] = loadavg();
  return `${fmt(one)} / ${fmt(five)} (1 / 5 min), ${cpus().length} cores`;
}
