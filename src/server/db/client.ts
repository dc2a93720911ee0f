import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_001;

/**
 * Embedded PostgreSQL in `dir` (or in memory when dir is undefined), migrated. `image`, a
 * database saved with PGlite's `dumpDataDir`, is the starting content instead of an empty one.
 */
export async function openPglite(dir?: string, image?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the prospect search index (migration 0002_logs); PostgreSQL ships it in contrib.
  const client = new PGlite({ dataDir: dir, loadDataDir: image, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** How long a request waits for a connection before the API answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A PostgreSQL server, migrated under an advisory lock so instances may start together.
 * A dropped connection never crashes the process: the pool replaces it and the request that
 * was using it fails with a connection error (503); `onConnectionError` hears about it.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError: (error: Error) => void = () => {},
): Promise<Database> {
  const lockClient = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  lockClient.on('error', onConnectionError);
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lockClient.end().catch(() => {});
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle client dropped by the server: the pool discards it, the next query reconnects.
  pool.on('error', onConnectionError);
  // A checked-out client between two queries of a transaction has no listener of the pool's:
  // without one of ours its 'error' event would be an uncaught exception.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = drizzlePg({ client: pool, schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
