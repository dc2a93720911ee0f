import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCommunity } from '@/test/http';
import { freshDataDir } from '@/test/server-process';
import { createTestApp } from '@/test/test-app';
import { testPostgresUrl } from '@/test/test-db';
import { backupEmbedded, BackupError, dbDirOf, restoreEmbedded } from './backup';
import { openPglite } from './client';
import { DataDirLockedError } from './data-dir-lock';

const run = promisify(execFile);

/** Every row of every table (app, auth and migration bookkeeping), in a stable order. */
async function everyRow(dataDir: string): Promise<Record<string, unknown[]>> {
  const db = new PGlite(dbDirOf(dataDir));
  try {
    const { rows: tables } = await db.query<{ name: string; quoted: string }>(
      `select table_schema || '.' || table_name as name,
              format('%I.%I', table_schema, table_name) as quoted
         from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
    );
    const all: Record<string, unknown[]> = {};
    for (const { name, quoted } of tables) {
      const { rows } = await db.query<{ rows: unknown[] }>(
        `select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]'::jsonb) as rows from ${quoted} t`,
      );
      all[name] = rows[0].rows;
    }
    return all;
  } finally {
    await db.close();
  }
}

/**
 * A data directory with a real community in it, written through the app, then closed. It starts
 * as a copy of the run's migrated one (creating and migrating a database is seconds of CPU).
 */
async function populatedDataDir(): Promise<string> {
  const dataDir = freshDataDir('dm-sprint-backup-');
  const database = await openPglite(dbDirOf(dataDir));
  const t = await createTestApp({ database: { ...database, engine: 'pglite' } });
  const community = await createCommunity(t);
  const member = await community.approved();
  await community.pending();
  await community.rejected();
  expect((await member.patch('/api/settings', { soloMode: false, settersCount: 2 })).status).toBe(
    200,
  );
  expect((await member.post('/api/setters', { setterName: 'Sam Setter' })).status).toBe(201);
  for (let i = 0; i < 5; i++) {
    const logged = await member.post<{ dm: { id: string } }>('/api/dms', {
      profileUrl: `https://www.linkedin.com/in/backup-${i}`,
      setterName: 'Sam Setter',
    });
    if (logged.status !== 201) throw new Error(`log DM: ${JSON.stringify(logged.body)}`);
    if (i < 3) await member.post(`/api/dms/${logged.body.dm.id}/reply`);
    if (i < 1) await member.post(`/api/dms/${logged.body.dm.id}/meeting`);
  }
  await t.close();
  return dataDir;
}

let dataDir: string;
let before: Record<string, unknown[]>;
beforeAll(async () => {
  if (testPostgresUrl()) return;
  dataDir = await populatedDataDir();
  before = await everyRow(dataDir);
}, 120_000);

/** Embedded only: the PostgreSQL pass has nothing to add here (pg_dump is PostgreSQL's own). */
describe.skipIf(testPostgresUrl())('backup and restore of the embedded database', () => {
  it('backs up, wipes, restores, and every row of every table comes back', async () => {
    for (const table of [
      'public.user',
      'public.session',
      'public.profiles',
      'public.dm_tracking',
    ]) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }
    expect(before['public.dm_tracking']).toHaveLength(5);

    // the command, as an operator runs it
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);
    const backup = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/backup.ts', 'backup', file],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    expect(backup.stdout).toMatch(/Backed up .* bytes\)/);

    rmSync(dbDirOf(dataDir), { recursive: true, force: true });
    expect(await restoreEmbedded(dataDir, file)).toEqual({ movedAside: null });
    expect(await everyRow(dataDir)).toEqual(before);

    // the restored database opens and migrates like any other at the next start
    const reopened = await openPglite(dbDirOf(dataDir));
    await reopened.close();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);

  it('never overwrites a database without --force, and keeps the old one aside with it', async () => {
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}-2.tar.gz`);
    await backupEmbedded(dataDir, file);

    await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(/--force/);
    const { movedAside } = await restoreEmbedded(dataDir, file, { force: true });
    expect(movedAside).toMatch(/db\.before-restore-/);
    expect(readdirSync(movedAside!)).toContain('PG_VERSION');
    expect(await everyRow(dataDir)).toEqual(before);
    await expect(restoreEmbedded(dataDir, path.join(dataDir, 'missing.tar.gz'))).rejects.toThrow(
      BackupError,
    );
  }, 60_000);

  it('refuses while a server holds the data directory, and with nothing to back up', async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-backup-'));
    await expect(backupEmbedded(emptyDir, path.join(emptyDir, 'x.tar.gz'))).rejects.toThrow(
      /Nothing to back up/,
    );
    // a live process (the test runner that started this worker) holds the lock
    writeFileSync(path.join(emptyDir, 'server.lock'), String(process.ppid));
    await expect(backupEmbedded(emptyDir, path.join(emptyDir, 'x.tar.gz'))).rejects.toThrow(
      DataDirLockedError,
    );
    await expect(restoreEmbedded(emptyDir, __filename, { force: true })).rejects.toThrow(
      DataDirLockedError,
    );
  });

  it('explains pg_dump and pg_restore when DATABASE_URL is set', async () => {
    const failed = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/backup.ts', 'backup'],
      {
        env: {
          ...process.env,
          DATABASE_URL: 'postgres://app:s3cret@db.example.com/dmsprint',
          AUTH_SECRET: 'x'.repeat(32),
        },
      },
    ).catch((error: { code: number; stdout: string }) => error);
    expect('code' in failed && failed.code).toBe(2);
    expect(failed.stdout).toMatch(/pg_dump --format=custom/);
    expect(failed.stdout).toMatch(/pg_restore/);
    expect(failed.stdout).not.toContain('s3cret');
  });
});
