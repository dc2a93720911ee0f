import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort, freshDataDir } from '../../src/test/server-process';

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  /** the checkout whose build runs, when not this one */
  root?: string;
  logs: string[];
  /** Stops the server and deletes its data directory, unless `keepData` (to start it again). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/**
 * Until /api/health answers 200 and no longer says `starting` (the server answers while its
 * database opens, src/server/index.ts).
 */
async function waitForHealth(url: string, child: ChildProcess, logs: string[]) {
  const deadline = Date.now() + 120_000; // generous: the shared CI machine may be loaded
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${logs.join('')}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      const body = response.ok ? ((await response.json()) as { status?: string }) : null;
      if (body && body.status !== 'starting') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer within 120 s:\n${logs.join('')}`);
}

/**
 * The real built app (dist-server/, checked current by ./global-setup.ts) in its own process, on
 * a free port, with a fresh copy of the run's migrated data directory — or on
 * the given port and data directory, to restart a stopped server with its data (e.g. after
 * seeding rows into it while it was down: PGlite admits one process at a time). `root` is the
 * checkout whose build runs (the benches' `--baseline` build; this one by default).
 */
export async function startServer(
  env: Record<string, string> = {},
  reuse: { port?: number; dataDir?: string; root?: string } = {},
): Promise<RunningServer> {
  const port = reuse.port ?? (await freePort());
  const dataDir = reuse.dataDir ?? freshDataDir('dm-sprint-e2e-');
  const url = `http://localhost:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ['dist-server/index.js'], {
    cwd: reuse.root,
    env: {
      ...process.env,
      // As an operator runs it: vitest's NODE_ENV=test would load React's development build,
      // which renders the member pages several times slower (src/server/member-pages.ts).
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  await waitForHealth(url, child, logs);
  return {
    url,
    port,
    dataDir,
    root: reuse.root,
    logs,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
