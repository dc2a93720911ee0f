import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';

/**
 * Backups of the embedded database: a snapshot of PGlite's data directory (a gzipped tar from
 * `dumpDataDir`), taken with the server stopped under the same data-directory lock, so the
 * files are at rest and nothing writes while they are read. PostgreSQL has its own tools
 * (pg_dump / pg_restore, see docs/operations.md).
 */

export class BackupError extends Error {}

export const dbDirOf = (dataDir: string) => path.join(dataDir, 'db');

const hasDatabase = (dbDir: string) => existsSync(path.join(dbDir, 'PG_VERSION'));

function stamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** `backups/dm-sprint-<time>.tar.gz` under the working directory, outside DATA_DIR. */
export function defaultBackupFile(now = new Date()): string {
  return path.join('backups', `dm-sprint-${stamp(now)}.tar.gz`);
}

/** Writes a consistent snapshot of the embedded database in `dataDir` to `file`. */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  const unlock = lockDataDir(dataDir);
  try {
    const dbDir = dbDirOf(dataDir);
    if (!hasDatabase(dbDir)) {
      throw new BackupError(`Nothing to back up: there is no database in ${path.resolve(dbDir)}.`);
    }
    // Opened without migrating: the backup is the data exactly as the last server left it.
    const db = new PGlite(dbDir);
    let archive: Blob;
    try {
      await db.query('checkpoint');
      archive = await db.dumpDataDir('gzip');
    } finally {
      await db.close();
    }
    const bytes = Buffer.from(await archive.arrayBuffer());
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, file); // a crash mid-write never leaves a truncated backup behind
    return { bytes: bytes.length };
  } finally {
    unlock();
  }
}

/**
 * Replaces the embedded database in `dataDir` with the snapshot in `file`. An existing
 * database is never deleted: with `force` it is moved aside to `db.before-restore-<time>`.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ movedAside: string | null }> {
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new BackupError(`No backup file at ${path.resolve(file)}.`);
  }
  const unlock = lockDataDir(dataDir);
  try {
    const dbDir = dbDirOf(dataDir);
    let movedAside: string | null = null;
    if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
      if (!force) {
        throw new BackupError(
          `${path.resolve(dbDir)} already holds a database. Run again with --force to move it ` +
            'aside (it is kept, not deleted) and restore the backup in its place.',
        );
      }
      movedAside = `${dbDir}.before-restore-${stamp()}`;
      renameSync(dbDir, movedAside);
    }
    mkdirSync(dbDir, { recursive: true });
    const db = new PGlite(dbDir, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await db.query('select 1'); // an unreadable archive fails here, not at the next start
    } finally {
      await db.close();
    }
    return { movedAside };
  } finally {
    unlock();
  }
}
