import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '@/server/db/client';

export type TestDatabase = Database & { engine: 'pglite' | 'postgres' };

/** The PostgreSQL server the tests may use: set by TEST_DB_ENGINE=postgres + TEST_DATABASE_URL. */
export const testPostgresUrl = () =>
  process.env.TEST_DB_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL || '' : '';

/** A brand-new, empty database on the server at `serverUrl`; `drop` removes it. */
export async function createEmptyPostgresDatabase(serverUrl: string, prefix = 'dmsprint_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the server at TEST_DATABASE_URL when TEST_DB_ENGINE=postgres (dropped on close).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) return { ...(await openPglite()), engine: 'pglite' };

  const fresh = await createEmptyPostgresDatabase(serverUrl);
  const database = await openPostgres(fresh.url, 20);
  return {
    ...database,
    engine: 'postgres',
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
