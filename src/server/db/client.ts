import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedServer, type EmbeddedServer } from './embedded/embedded';
import * as schema from './schema';
import { applySqlFunctions } from './sql-functions';
import { boundedTurns, turnsOn, type Turns } from './turns';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How heavy work takes its turns on this database (./turns.ts). */
  turns: Turns;
  close: () => Promise<void>;
};

/** The embedded database, which can also be saved whole (a tar, PGlite's `dumpDataDir`). */
export type EmbeddedDatabase = Database & { kind: 'pglite'; dump: () => Promise<Blob> };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_001;

/**
 * Embedded PostgreSQL (PGlite) in `dir` (or in memory when dir is undefined), migrated. It runs
 * in its own worker thread and the app reaches it through node-postgres as it reaches a
 * PostgreSQL server (docs/decisions/0139-embedded-database-thread.md). `image`, a database saved
 * with `dump`, is the starting content instead of an empty one. `started` is its worker when
 * the caller started it already (src/server/index.ts starts it before the app's modules load).
 */
export async function openPglite(
  dir?: string,
  image?: Blob,
  started?: Promise<EmbeddedServer>,
): Promise<EmbeddedDatabase> {
  if (dir) mkdirSync(dir, { recursive: true });
  const server = await (started ?? startEmbeddedServer(dir, image));
  try {
    // One connection: PGlite is one session, so a transaction has the database to itself and
    // everything else waits its turn in the pool's queue, however long.
    const database = await openPool(
      { stream: server.connection, user: 'postgres', database: 'postgres' },
      { max: 1, idleTimeoutMillis: 0, connectionTimeoutMillis: 0 },
      () => {},
      sessionPool,
    );
    return {
      db: database.db,
      kind: 'pglite',
      turns: turnsOn(database.pool),
      dump: server.dump,
      close: async () => {
        await database.close();
        await server.close();
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/**
 * The embedded database's pool. pg-pool ends a client after any failed query, and a new
 * connection to the embedded database is the same PGlite session, which still holds the old
 * connection's prepared statements: here a client goes back to the pool after a failed query,
 * as it does after a failed transaction.
 */
function sessionPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.query = (async (...args: unknown[]) => {
    const client = await pool.connect();
    try {
      return await (client.query as (...query: unknown[]) => Promise<unknown>)(...args);
    } finally {
      client.release();
    }
  }) as pg.Pool['query'];
  return pool;
}

/** How long a request waits for a connection before the API answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/** A PostgreSQL server (several instances may start together). */
export async function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError: (error: Error) => void = () => {},
): Promise<Database> {
  const database = await openPool(
    { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    { max: poolSize, idleTimeoutMillis: 30_000, keepAlive: true },
    onConnectionError,
  );
  return { db: database.db, close: database.close, kind: 'postgres', turns: boundedTurns() };
}

/**
 * A pool of connections made with `connection`, its database migrated first (the numbered
 * migrations, then the functions of src/server/db/functions) under an advisory lock. A dropped connection never crashes the process: the pool replaces it and the request
 * that was using it fails with a connection error (503); `onConnectionError` hears about it.
 */
async function openPool(
  connection: pg.ClientConfig,
  pool: pg.PoolConfig,
  onConnectionError: (error: Error) => void = () => {},
  makePool = (config: pg.PoolConfig) => new pg.Pool(config),
): Promise<{ db: Db; pool: pg.Pool; close: () => Promise<void> }> {
  const lockClient = new pg.Client(connection);
  lockClient.on('error', onConnectionError);
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client: lockClient }), { migrationsFolder });
    await applySqlFunctions(lockClient);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lockClient.end().catch(() => {});
  }
  const clients = makePool({ ...connection, ...pool });
  // An idle client dropped by the server: the pool discards it, the next query reconnects.
  clients.on('error', onConnectionError);
  // A checked-out client between two queries of a transaction has no listener of the pool's:
  // without one of ours its 'error' event would be an uncaught exception.
  clients.on('connect', (client) => client.on('error', onConnectionError));
  const db = drizzle({ client: clients, schema });
  return { db: db as unknown as Db, pool: clients, close: () => clients.end() };
}
