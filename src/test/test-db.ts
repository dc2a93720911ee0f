import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '@/server/db/client';

export type TestDatabase = Database & { engine: 'pglite' | 'postgres' };

declare module 'vitest' {
  /** What src/test/global-setup.ts made once for the whole run. */
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges with vitest's
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database (`dumpDataDir`), on the PGlite pass. */
    pgliteImage?: string;
    /** A data directory (DATA_DIR) holding that database, on the PGlite pass. */
    pgliteDataDir?: string;
    /** A migrated PostgreSQL database to copy, on the PostgreSQL pass. */
    postgresTemplate?: string;
    /** The server built for this run (src/test/server-build.ts). */
    serverEntry?: string;
  }
}

/** The PostgreSQL server the tests may use: set by TEST_DB_ENGINE=postgres + TEST_DATABASE_URL. */
export const testPostgresUrl = () =>
  process.env.TEST_DB_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL || '' : '';

/**
 * A brand-new database on the server at `serverUrl`: empty, or a copy of `template`;
 * `drop` removes it.
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  prefix = 'dmsprint_test',
  template?: string,
) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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

let pgliteImage: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the server at TEST_DATABASE_URL when TEST_DB_ENGINE=postgres (dropped on close).
 * Both start as a copy of the database src/test/global-setup.ts migrated once for the run
 * (migrating each one from nothing cost a second or two per test file); run without it, they
 * are migrated here.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) {
    const imageFile = inject('pgliteImage');
    if (imageFile) pgliteImage ??= new Blob([readFileSync(imageFile)]);
    return { ...(await openPglite(undefined, pgliteImage)), engine: 'pglite' };
  }

  const fresh = await createEmptyPostgresDatabase(
    serverUrl,
    'dmsprint_test',
    inject('postgresTemplate'),
  );
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
