import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/server/db/client';
import { buildServer } from './server-build';
import { createEmptyPostgresDatabase, testPostgresUrl } from './test-db';

/**
 * Migrates one database for the whole run, which every test file's database then copies
 * (src/test/test-db.ts): a saved PGlite image and data directory on the PGlite pass (the
 * directory for the servers the tests start as processes, src/test/server-process.ts), a
 * template database on the PostgreSQL pass. Those servers run one build of the server, made
 * meanwhile. Everything is removed when the run ends.
 *
 * Vitest runs a global setup for the root project and again for each project with tests to run,
 * one after the other, and gives every project what the root provided: only the root's does the
 * work (each pass repeated it up to four times).
 */
export default async function setup(project: TestProject) {
  if (!project.isRootProject()) return;
  const [server, dropDatabase] = await Promise.all([buildServer(), migrateOnce(project)]);
  project.provide('serverEntry', server.entry);
  return () => {
    server.remove();
    return dropDatabase();
  };
}

async function migrateOnce(project: TestProject): Promise<() => unknown> {
  const serverUrl = testPostgresUrl();
  if (serverUrl) {
    const template = await createEmptyPostgresDatabase(serverUrl, 'dmsprint_template');
    await (await openPostgres(template.url, 1)).close();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-test-db-'));
  const dataDir = path.join(dir, 'data');
  const database = await openPglite(path.join(dataDir, 'db'));
  const image = await database.dump();
  await database.close();
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  project.provide('pgliteDataDir', dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
