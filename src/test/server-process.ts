import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A new DATA_DIR for a server process: under vitest, a copy of the run's migrated one (the unit
 * and e2e global setups provide it), so the server skips creating its database (about 10 s of
 * CPU each time); the benchmarks (bench/, run by tsx) start on an empty one, which the server
 * migrates.
 */
export function freshDataDir(prefix = 'dm-sprint-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = process.env.VITEST ? inject('pgliteDataDir') : undefined;
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Node's arguments that run the server: under vitest the run's build of it (src/test/global-setup.ts
 * makes it for the server project), else `src/server/index.ts` through tsx.
 */
export function serverArgs(): string[] {
  const built = process.env.VITEST ? inject('serverEntry') : undefined;
  return built ? [built] : ['--import', 'tsx', 'src/server/index.ts'];
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
  /** Resolves when the output contains `text`; rejects if the process exits first. */
  waitFor: (text: string) => Promise<void>;
  /** SIGTERM, then wait for the exit; resolves with the exit code. */
  stop: () => Promise<number | string>;
};

const running = new Set<ChildProcess>();

/** Kills (SIGKILL) every server process a test started that is still alive: for afterAll. */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * The server in its own process, as `npm start` runs it (`serverArgs`), on a free loopback port.
 * Resolves once it logs that it is listening.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      for (const check of waiters) check();
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes(text)) {
          waiters.delete(check);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          waiters.delete(check);
          reject(new Error(`server exited before "${text}":\n${output}`));
        }
      };
      waiters.add(check);
      check();
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  await waitFor('DM Sprint listening');
  return { child, url, output: () => output, exited, waitFor, stop };
}

/** JSON over real HTTP, with the session cookie kept, as a browser on PUBLIC_URL would send it. */
export class HttpMember {
  cookie = '';
  constructor(public base: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    base = this.base,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.get('set-cookie')?.match(/better-auth\.session_token=([^;]*)/);
    if (session) this.cookie = `better-auth.session_token=${session[1]}`;
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async signUp(email: string, password = 'correct-horse-battery') {
    const answer = await this.request('POST', '/api/auth/sign-up/email', {
      name: 'Process Member',
      company: 'Acme',
      industry: 'SaaS',
      email,
      password,
    });
    if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
    return answer;
  }
}
