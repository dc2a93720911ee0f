import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshDataDir, serverArgs } from '@/test/server-process';

/** Runs the server as `npm start` does (`serverArgs`) and collects its output. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('listening') && resolve());
    void exited.then(() => reject(new Error(`exited: ${output}`)));
  });
  listening.catch(() => {}); // awaited only by the tests that expect the server to come up
  return { child, exited, listening, output: () => output };
}

describe('start-up', () => {
  it('fails at start with a message naming a bad variable', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dm-')) });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration/);
    expect(bad.output()).toMatch(/PORT/);
  });

  it('requires AUTH_SECRET with DATABASE_URL, naming it', async () => {
    const bad = start({ DATABASE_URL: 'postgres://127.0.0.1:1/none', AUTH_SECRET: '' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/AUTH_SECRET/);
  });

  it('names DATABASE_URL, without its password, when the database cannot be reached', async () => {
    const bad = start({
      DATABASE_URL: 'postgres://app:s3cret-pw@127.0.0.1:1/none',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(
      /Cannot open the database at DATABASE_URL \(postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/none\)/,
    );
    expect(bad.output()).not.toContain('s3cret-pw');
  });

  describe('a server that is up', () => {
    // One server for both checks (each start costs seconds of CPU): on all interfaces, with no
    // PUBLIC_URL, on a copy of the run's migrated data directory.
    let dataDir: string;
    let first: ReturnType<typeof start>;
    let port: string;
    beforeAll(async () => {
      dataDir = freshDataDir('dm-sprint-start-');
      first = start({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '0.0.0.0',
        PUBLIC_URL: '',
      });
      await first.listening;
      port = /"port":(\d+)/.exec(first.output())![1];
    }, 120_000); // seconds when idle, much longer under load
    afterAll(async () => {
      // it stops cleanly on SIGTERM
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    });

    it('prints every address it can be opened at and the mail-link address', () => {
      expect(first.output()).toContain(`http://localhost:${port}`);
      expect(first.output()).toContain(`http://127.0.0.1:${port}`);
      expect(first.output()).toMatch(/Links in mail use http:\/\/localhost:\d+ \(set PUBLIC_URL/);
    });

    it('refuses a second server on the same data directory and harms nothing', async () => {
      const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by another DM Sprint process/);
      // the first one still serves
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    }, 120_000);
  });

  it('says which port is busy and how to choose another, without a stack trace', async () => {
    const busy = createServer();
    const port = await new Promise<number>((resolve) =>
      busy.listen(0, '127.0.0.1', () => resolve((busy.address() as AddressInfo).port)),
    );
    try {
      const server = start({
        DATA_DIR: freshDataDir('dm-sprint-start-'),
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`port ${port} is in use; set PORT`);
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      busy.close();
    }
  }, 120_000);
});
