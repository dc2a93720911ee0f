import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** src/server/db/functions, or dist-server/functions beside the built server. */
export const FUNCTIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'functions',
);

/**
 * The database's functions and triggers (the counting engine: src/server/db/functions/*.sql, one
 * file per concern, each holding today's definition of what it defines). After the numbered
 * migrations, every file whose text changed since it was last applied (sql_functions keeps its
 * SHA-256) runs again, in one transaction; `CREATE OR REPLACE` makes that safe. Function bodies
 * are checked when they first run, not when created, so the files may refer to each other in any
 * order. A function or trigger taken out of a file is dropped by a migration.
 */
export async function applySqlFunctions(
  client: pg.Client,
  folder = FUNCTIONS_FOLDER,
): Promise<string[]> {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      return { name, text, sha256: createHash('sha256').update(text).digest('hex') };
    });
  const { rows } = await client.query<{ file: string; sha256: string }>(
    'select file, sha256 from sql_functions',
  );
  const applied = new Map(rows.map((row) => [row.file, row.sha256]));
  const changed = files.filter((file) => applied.get(file.name) !== file.sha256);
  if (changed.length === 0) return [];
  await client.query('begin');
  try {
    await client.query('set local check_function_bodies = off');
    for (const file of changed) {
      await client.query(file.text);
      await client.query(
        `insert into sql_functions (file, sha256) values ($1, $2)
         on conflict (file) do update set sha256 = excluded.sha256, applied_at = now()`,
        [file.name, file.sha256],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw new Error(`Applying src/server/db/functions failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return changed.map((file) => file.name);
}
