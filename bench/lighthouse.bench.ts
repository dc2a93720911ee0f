// Lighthouse (mobile profile, its defaults: simulated slow 4G and 4x CPU slowdown) on the
// landing and sign-in pages of the built app, median of 3 runs each, driving Debian's Chromium.
// Needs `npm run build` first, and the `lighthouse` package (12.x runs on Node 20).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const PAGES = ['/', '/auth'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET = 95;

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
    { stdio: ['ignore', 'ignore', 'pipe'] },
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
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
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
  const server = await startServer();
  const chromium = await launchChromium();
  try {
    for (const page of PAGES) {
      const scores: Record<'performance' | 'accessibility', number[]> = {
        performance: [],
        accessibility: [],
      };
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${page}`);
        for (const category of ['performance', 'accessibility'] as const) {
          scores[category].push(Math.round((result.lhr.categories[category].score ?? 0) * 100));
        }
        const metrics = METRICS.map(([id, label]) => {
          const value = result.lhr.audits[id]?.numericValue ?? NaN;
          return id === 'cumulative-layout-shift'
            ? `${label} ${value.toFixed(3)}`
            : `${label} ${Math.round(value)} ms`;
        });
        console.log(`${page.padEnd(6)} run ${run + 1}: ${metrics.join(', ')}`);
      }
      for (const category of ['performance', 'accessibility'] as const) {
        const value = median(scores[category]);
        const verdict = value >= TARGET ? 'ok' : `BELOW ${TARGET}`;
        console.log(
          `${page.padEnd(6)} ${category.padEnd(13)} median ${value} (runs ${scores[category].join(', ')}) ${verdict}`,
        );
      }
    }
  } finally {
    await chromium.close();
    await server.stop();
  }
}
