// The figures of a `--baseline` run: each metric's samples per build, printed as one table with
// both medians and their ratio (this tree ÷ baseline: below 1 is faster), the load average and a
// machine-speed yardstick beside them, so a regression reads the same on any machine.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Variant } from './baseline';
import { fmt } from './stats';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The machine's speed now: ms for a fixed piece of single-threaded JavaScript (integer
 * arithmetic and a small array sort), the median of 5 (other processes' load counts, as it
 * does for the page). Twice the figure means a machine (or a moment) half as fast.
 */
export function yardstick(): number {
  const times: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = performance.now();
    let hash = 0;
    for (let i = 0; i < 3_000_000; i++) hash = (Math.imul(hash, 31) + i) | 0;
    const list = Array.from({ length: 20_000 }, (_, i) => (i * 7919 + hash) % 10_007);
    list.sort((a, b) => a - b);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The yardstick this project's figures are quoted at (the development machine, quiet). */
export const REFERENCE_YARDSTICK_MS = 20;

type Metric = {
  unit: string;
  digits: number;
  target?: string;
  samples: Map<string, number[]>;
};

export class Comparison {
  readonly #metrics = new Map<string, Metric>();
  readonly #loads: number[] = [];
  readonly #yardsticks: number[] = [];

  constructor(
    readonly title: string,
    readonly variants: Variant[],
  ) {}

  /** The load average and the yardstick now, taken between measurements. */
  sampleMachine() {
    this.#loads.push(loadavg()[0]);
    this.#yardsticks.push(yardstick());
  }

  add(label: string, variant: Variant, value: number, unit = 'ms', digits = 0, target?: string) {
    const metric = this.#metrics.get(label) ?? { unit, digits, target, samples: new Map() };
    const list = metric.samples.get(variant.label) ?? [];
    list.push(value);
    metric.samples.set(variant.label, list);
    this.#metrics.set(label, metric);
  }

  /** A metric's median on one build. */
  median(label: string, variant: Variant): number | undefined {
    const samples = this.#metrics.get(label)?.samples.get(variant.label);
    return samples?.length ? median(samples) : undefined;
  }

  /** "0.8–1.4", the load averages seen during the run. */
  get load(): string {
    if (this.#loads.length === 0) return fmt(loadavg()[0]);
    return `${fmt(Math.min(...this.#loads))}–${fmt(Math.max(...this.#loads))}`;
  }

  /** "27 ms (26–31)", the yardstick's median and range during the run. */
  get speed(): string {
    if (this.#yardsticks.length === 0) this.sampleMachine();
    const values = this.#yardsticks;
    return `${fmt(median(values), 0)} ms (${fmt(Math.min(...values), 0)}–${fmt(Math.max(...values), 0)})`;
  }

  /** The medians per build, their ratio and the runs, as a Markdown table. */
  table(): string {
    const [first, second] = this.variants;
    const header = [this.title, ...this.variants.map((v) => `${v.label} (${v.role})`)];
    if (second) header.push('ratio');
    const withTargets = [...this.#metrics.values()].some((metric) => metric.target);
    if (withTargets) header.push('target');
    const rows = [...this.#metrics].map(([label, metric]) => {
      const cell = (variant: Variant) => {
        const samples = metric.samples.get(variant.label) ?? [];
        if (samples.length === 0) return '—';
        const runs =
          samples.length > 1 ? ` (${samples.map((v) => fmt(v, metric.digits)).join(', ')})` : '';
        return `${fmt(median(samples), metric.digits)}${metric.unit ? ` ${metric.unit}` : ''}${runs}`;
      };
      const row = [label, ...this.variants.map(cell)];
      if (second) {
        const [a, b] = [this.median(label, first), this.median(label, second)];
        row.push(a && b !== undefined ? `${fmt(b / a, 2)}×` : '—');
      }
      if (withTargets) row.push(metric.target ?? '');
      return row;
    });
    const lines = [header, header.map(() => '---'), ...rows].map(
      (cells) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`,
    );
    return lines.join('\n');
  }

  /** Prints the table with the run's load and machine speed under it. */
  print() {
    console.log(`\n${this.table()}\n`);
    console.log(`load average during the run: ${this.load}; machine yardstick: ${this.speed}`);
    if (this.variants.length > 1) {
      console.log('ratio: this tree ÷ baseline, medians (below 1: this tree is faster or smaller)');
    }
  }
}

const DOCS = 'docs/benchmarks.md';

/**
 * A full `--baseline` run's table replaces its block in docs/benchmarks.md's current figures
 * (between `<!-- current:<bench>:start -->` and `<!-- current:<bench>:end -->`), with the date,
 * the command, the load and the yardstick.
 */
export function recordCurrentFigures(bench: string, comparison: Comparison, command: string) {
  const start = `<!-- current:${bench}:start -->`;
  const end = `<!-- current:${bench}:end -->`;
  const docs = readFileSync(DOCS, 'utf8');
  const [before, rest] = docs.split(start);
  const after = rest?.split(end)[1];
  if (after === undefined) {
    console.log(`(${DOCS} has no ${start} block: not recorded)`);
    return;
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const stamp = `${when} UTC, \`${command}\` on ${commit}, load average ${comparison.load}, yardstick ${comparison.speed}:`;
  writeFileSync(DOCS, `${before}${start}\n${stamp}\n\n${comparison.table()}\n${end}${after}`);
  console.log(`recorded in ${DOCS}`);
}
