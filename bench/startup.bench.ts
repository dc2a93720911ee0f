// Start to serving: from spawning the server until /api/health answers 200, on a data directory
// that already holds a database (a restart), on a built checkout.
//   npm start            scripts/start.mjs: build freshness check, then dist-server/index.js
//   tsx (before #16)     the TypeScript sources compiled at every start (npm start also rebuilt)
// The full `npm run build`, which the old `npm start` ran at every start, is timed once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../src/test/server-process';
import { buildIsCurrent } from '../scripts/start.mjs';
import { fmt, machineLoad, summarize } from './support/stats';

const RUNS = 5;

async function startToServing(command: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
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
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${command.join(' ')} exited with ${child.exitCode}: ${errors}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The server under npm may outlive npm by a moment: wait until it let go of the data.
    while (existsSync(path.join(dataDir, 'server.lock'))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export default async function startupBench() {
  console.log(`machine load at the start: ${machineLoad()}`);
  let buildSeconds: number | null = null;
  if (!buildIsCurrent()) {
    const started = performance.now();
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
    if (build.status !== 0) throw new Error('npm run build failed');
    buildSeconds = (performance.now() - started) / 1000;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-startup-'));
  try {
    const first = await startToServing(['node', 'dist-server/index.js'], dataDir);
    console.log(`first start (creates the database, not a restart): ${fmt(first)} s`);
    const scenarios: [string, string[]][] = [
      ['npm start (built checkout)', ['npm', 'start', '--silent']],
      ['node dist-server/index.js', ['node', 'dist-server/index.js']],
      [
        'tsx src/server/index.ts (before)',
        [process.execPath, '--import', 'tsx', 'src/server/index.ts'],
      ],
    ];
    for (const [name, command] of scenarios) {
      const seconds: number[] = [];
      for (let run = 0; run < RUNS; run++) seconds.push(await startToServing(command, dataDir));
      const { p50 } = summarize(seconds);
      console.log(
        `${name}: p50 ${fmt(p50, 2)} s, max ${fmt(Math.max(...seconds), 2)} s over ${RUNS} restarts`,
      );
    }
    if (buildSeconds === null) {
      const started = performance.now();
      spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
      buildSeconds = (performance.now() - started) / 1000;
    }
    console.log(`npm run build (the old npm start ran it at every start): ${fmt(buildSeconds)} s`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`machine load at the end: ${machineLoad()}`);
  }
}
