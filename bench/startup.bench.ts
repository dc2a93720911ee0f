// Start to serving, on a built checkout whose data directory already holds a database (a
// restart), per restart from spawning the server until:
//   first answer   /api/health answers at all (the server listens while its database opens)
//   database ready /api/health/ready answers 200 (a request that needs the database; sent at
//                  the first answer, it waits for the database rather than failing)
//   first page     GET /dashboard's HTML, what a member's browser asks for first
// for `node dist-server/index.js` and `npm start` (the build freshness check, then the same).
// With `--baseline <ref>` the ref's build and this tree's restart alternately, each on its own
// data directory (its own migrations), and the table holds both and their ratio.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../src/test/server-process';
import { alternately, baselineRef, benchVariants, type Variant } from './support/baseline';
import { Comparison, recordCurrentFigures } from './support/compare';
import { benchRequests } from './support/knobs';
import { fmt } from './support/stats';

type Times = { answer: number; ready: number; page: number };

/** Polls `url` every 10 ms until it answers; resolves with the response and the ms since `from`. */
async function firstAnswer(url: string, from: number, gone: () => boolean) {
  for (;;) {
    if (gone()) throw new Error('the server exited');
    const response = await fetch(url).catch(() => null);
    if (response) return { response, ms: performance.now() - from };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function restart(command: string[], root: string, dataDir: string): Promise<Times> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group: npm's child server stops with it
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const gone = () => child.exitCode !== null;
  try {
    const answer = await firstAnswer(`${base}/api/health`, started, gone);
    const since = (response: Response) => {
      if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
      return performance.now() - started;
    };
    const [ready, page] = await Promise.all([
      fetch(`${base}/api/health/ready`).then(since),
      fetch(`${base}/dashboard`).then(since),
    ]);
    return { answer: answer.ms, ready, page };
  } catch (error) {
    throw new Error(`${command.join(' ')} in ${root}: ${(error as Error).message}\n${errors}`, {
      cause: error,
    });
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The server under npm may outlive npm by a moment: wait until it let go of the data.
    while (existsSync(path.join(dataDir, 'server.lock'))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const WAYS: [string, string[]][] = [
  ['node dist-server/index.js', ['node', 'dist-server/index.js']],
  ['npm start', ['npm', 'start', '--silent']],
];

export default async function startupBench() {
  const variants = benchVariants();
  const rounds = benchRequests(5);
  const comparison = new Comparison('restart of a built checkout', variants);
  const dataDirs = new Map<Variant, string>();
  try {
    for (const variant of variants) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-startup-'));
      dataDirs.set(variant, dataDir);
      const first = await restart(WAYS[0][1], variant.root, dataDir);
      console.log(`${variant.label}: first start (creates the database) ${fmt(first.ready, 0)} ms`);
    }
    await alternately(variants, rounds, async (variant) => {
      comparison.sampleMachine();
      for (const [way, command] of WAYS) {
        const times = await restart(command, variant.root, dataDirs.get(variant)!);
        const target = way === WAYS[0][0] ? '≤ 1000 ms' : undefined;
        comparison.add(`${way}: first answer`, variant, times.answer, 'ms', 0, target);
        comparison.add(`${way}: database ready`, variant, times.ready);
        comparison.add(`${way}: first page (/dashboard)`, variant, times.page);
      }
    });
    comparison.print();
    const ref = baselineRef();
    if (ref && rounds >= 5) {
      recordCurrentFigures('startup', comparison, `npm run bench -- startup --baseline ${ref}`);
    }
  } finally {
    for (const dataDir of dataDirs.values()) rmSync(dataDir, { recursive: true, force: true });
  }
}
