// The database engines every bench runs on, in this order: the embedded PGlite (on disk, in a
// temporary directory) and PostgreSQL (a brand-new database on the server, dropped afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { redactUrl } from '../../src/server/env';
import { createEmptyPostgresDatabase } from '../../src/test/test-db';
import { benchDatabaseUrl } from './knobs';

export type EngineName = 'PGlite' | 'PostgreSQL';

export type Engine = {
  name: EngineName;
  /** A fresh, migrated database; its `close` also deletes it. */
  open: () => Promise<Database & { where: string }>;
};

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The app's own pool size on PostgreSQL (src/server/index.ts). */
const POOL_SIZE = 10;

/** What a Ctrl-C must still delete: the databases not deleted yet. */
const leftovers = new Set<() => Promise<void>>();
let cleanOnInterrupt = false;

/** Registers `remove` until the returned function runs it. */
function removeLater(remove: () => Promise<void>): () => Promise<void> {
  if (!cleanOnInterrupt) {
    cleanOnInterrupt = true;
    process.once('SIGINT', () => {
      void Promise.allSettled([...leftovers].map((left) => left())).then(() => process.exit(130));
    });
  }
  leftovers.add(remove);
  return async () => {
    leftovers.delete(remove);
    await remove();
  };
}

const pglite: Engine = {
  name: 'PGlite',
  open: async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dm-sprint-bench-'));
    const remove = removeLater(async () => rmSync(dir, { recursive: true, force: true }));
    let database: Database;
    try {
      database = await openPglite(path.join(dir, 'db'));
    } catch (error) {
      await remove();
      throw error;
    }
    return {
      ...database,
      where: `embedded, on disk in ${dir}`,
      close: async () => {
        await database.close();
        await remove();
      },
    };
  },
};

function postgres(serverUrl: string): Engine {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const fresh = await createEmptyPostgresDatabase(serverUrl, 'dmsprint_bench');
      const drop = removeLater(fresh.drop);
      let database: Database;
      try {
        database = await openPostgres(fresh.url, POOL_SIZE);
      } catch (error) {
        await drop();
        throw error;
      }
      return {
        ...database,
        where: `${redactUrl(fresh.url)} (pool of ${POOL_SIZE})`,
        close: async () => {
          await database.close();
          await drop();
        },
      };
    },
  };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * PGlite, then PostgreSQL at BENCH_DATABASE_URL (or the local default) when it answers;
 * otherwise says so and yields PGlite alone.
 */
export async function benchEngines(): Promise<Engine[]> {
  const url = benchDatabaseUrl() || DEFAULT_POSTGRES_URL;
  if (await answers(url)) return [pglite, postgres(url)];
  console.log(`PostgreSQL not reachable at ${redactUrl(url)}: PGlite only`);
  return [pglite];
}
