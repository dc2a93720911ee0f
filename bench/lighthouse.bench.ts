// Lighthouse (mobile profile, its defaults: simulated slow 4G and 4x CPU slowdown) on the
// landing and sign-in pages of the built app and on every member page signed in as a member
// with a few hundred DMs and two setters, median of 3 runs each, driving Debian's Chromium.
// Needs `npm run build` first, and the `lighthouse` package (12.x runs on Node 20).
// LIGHTHOUSE_RUNS (default 3) and LIGHTHOUSE_PAGES (comma-separated paths) narrow a run;
// LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (bootup-time, long-tasks, ...) as JSON.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../e2e/support/browser';
import { MEMBER_PAGES } from '../e2e/support/member-pages';
import { startServer } from '../e2e/support/server';
import { signedInMember } from './support/signed-in-member';

const PUBLIC_PAGES = ['/', '/auth'];
const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const PAGES = [...PUBLIC_PAGES, ...MEMBER_PAGES].filter((page) => !wanted || wanted.includes(page));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const TARGET = 95;
const MEMBER_TARGET = 90;

type Category = { score: number | null };
type Audit = { numericValue?: number };
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<
  { lhr: { categories: Record<string, Category>; audits: Record<string, Audit> } } | undefined
>;
/** The metrics behind the performance score, printed so a low score says what to fix. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

async function loadLighthouse(): Promise<Lighthouse | null> {
  const name = 'lighthouse'; // not a static import: nothing else needs the package
  try {
    return ((await import(name)) as { default: Lighthouse }).default;
  } catch {
    return null;
  }
}

const DOCS = 'docs/benchmarks.md';
const START = '<!-- lighthouse-medians:start -->';
const END = '<!-- lighthouse-medians:end -->';

/**
 * A full run's medians replace the block between the markers in docs/benchmarks.md, with when,
 * on which commit and how loaded the machine was (the figures move with the load).
 */
function recordMedians(table: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const commit =
    git('rev-parse', '--short', 'HEAD') +
    (git('status', '--porcelain') ? ' + uncommitted changes' : '');
  const stamp = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, load average ${loadavg()[0].toFixed(1)}`;
  const docs = readFileSync(DOCS, 'utf8');
  const [before, rest] = docs.split(START);
  const after = rest?.split(END)[1];
  if (after === undefined) throw new Error(`${DOCS} has no ${START} ... ${END} block`);
  writeFileSync(DOCS, `${before}${START}\n${stamp}:\n\n${table}\n${END}${after}`);
  return stamp;
}

/** Debian's Chromium with a DevTools port, as in e2e/support/browser.ts. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'dm-sprint-lighthouse-'));
  const child = spawn(
    chromiumPath(),
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: closing it ends the helper processes that write to the profile too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`chromium exited:\n${output}`)));
    child.once('error', reject);
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!);
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default async function lighthouseBench() {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build');
  const lighthouse = await loadLighthouse();
  if (!lighthouse) {
    console.log('skipped: the lighthouse package is not installed (npm i -D lighthouse@12.8.2)');
    return;
  }
  const { server, cookie } = await signedInMember(await startServer());
  const chromium = await launchChromium();
  const medians: string[] = [];
  try {
    for (const page of PAGES) {
      const member = MEMBER_PAGES.includes(page);
      const metricRuns: Record<string, number[]> = {};
      const scores: Record<'performance' | 'accessibility', number[]> = {
        performance: [],
        accessibility: [],
      };
      // A run Lighthouse itself could not record (NO_NAVSTART, a trace fault) is run again: it
      // says nothing of the page, and its zero would drag the median down.
      for (let run = 0, failures = 0; run < RUNS;) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Lighthouse clears the origin's storage, cookies included: a member page gets the
          // session as a header on every request instead.
          ...(member ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${page}`);
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          const name = `${page.slice(1) || 'landing'}-${run + 1}.json`;
          writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr));
        }
        const failed = (result.lhr as { runtimeError?: { code: string; message: string } })
          .runtimeError;
        if (failed) {
          console.log(`${page} run ${run + 1}: ${failed.code} ${failed.message} (run again)`);
          if (++failures > 3) throw new Error(`lighthouse failed ${failures} times on ${page}`);
          continue;
        }
        for (const category of ['performance', 'accessibility'] as const) {
          scores[category].push(Math.round((result.lhr.categories[category].score ?? 0) * 100));
        }
        const metrics = METRICS.map(([id, label]) => {
          const value = result.lhr.audits[id]?.numericValue ?? NaN;
          (metricRuns[label] ??= []).push(value);
          return id === 'cumulative-layout-shift'
            ? `${label} ${value.toFixed(3)}`
            : `${label} ${Math.round(value)} ms`;
        });
        console.log(`${page} run ${run + 1}: ${metrics.join(', ')}`);
        run++;
      }
      const target = member ? MEMBER_TARGET : TARGET;
      for (const category of ['performance', 'accessibility'] as const) {
        const value = median(scores[category]);
        const verdict = value >= target ? 'ok' : `BELOW ${target}`;
        console.log(
          `${page} ${category} median ${value} (runs ${scores[category].join(', ')}) ${verdict}`,
        );
      }
      const at = (label: string) => median(metricRuns[label]);
      medians.push(
        `| \`${page}\` | ${median(scores.performance)} (${scores.performance.join(', ')}) | ${Math.round(at('FCP'))} ms | ${Math.round(at('LCP'))} ms | ${Math.round(at('TBT'))} ms | ${at('CLS').toFixed(3)} |`,
      );
    }
    const table = [
      '| page | performance (runs) | FCP | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|',
    ]
      .concat(medians)
      .join('\n');
    console.log(`\n${table}`);
    if (wanted || RUNS < 3) console.log(`(a partial run: ${DOCS} not updated)`);
    else console.log(`medians written to ${DOCS}: ${recordMedians(table)}`);
  } finally {
    await chromium.close();
    await server.stop();
  }
}
