import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '@/server/db/client';

export type TestDatabase = Database & { engine: 'pglite' | 'postgres' };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the server at TEST_DATABASE_URL when TEST_DB_ENGINE=postgres (dropped on close).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DB_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : '';
  if (!serverUrl) return { ...(await openPglite()), engine: 'pglite' };

  const name = `dmsprint_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  return {
    ...database,
    engine: 'postgres',
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
