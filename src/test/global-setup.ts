import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/server/db/client';
import { createEmptyPostgresDatabase, testPostgresUrl } from './test-db';

/**
 * Migrates one database for the whole run, which every test file's database then copies
 * (src/test/test-db.ts): a saved PGlite image and data directory on the PGlite pass (the
 * directory for the servers the tests start as processes, src/test/server-process.ts), a
 * template database on the PostgreSQL pass. Removed when the run ends.
 */
export default async function setup(project: TestProject) {
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
