import path from 'node:path';
import { BackupError, backupEmbedded, defaultBackupFile, restoreEmbedded } from '../db/backup';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ConfigError, readEnv, redactUrl } from '../env';

/**
 * `npm run backup -- [file]` and `npm run restore -- <file> [--force]` for the embedded
 * database; with DATABASE_URL they explain PostgreSQL's own tools instead.
 */
const [command, ...args] = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));

function postgresAdvice(url: string): string {
  return [
    `DATABASE_URL is set (${redactUrl(url)}): back up and restore PostgreSQL with its own tools.`,
    '  back up:  pg_dump --format=custom --file=dm-sprint.dump "$DATABASE_URL"',
    '  restore:  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" dm-sprint.dump',
    'Stop every instance before a restore. See docs/operations.md.',
  ].join('\n');
}

async function main() {
  const env = readEnv();
  if (env.DATABASE_URL) {
    console.log(postgresAdvice(env.DATABASE_URL));
    process.exit(2);
  }
  if (command === 'backup') {
    const target = file ?? defaultBackupFile();
    const { bytes } = await backupEmbedded(env.DATA_DIR, target);
    console.log(
      `Backed up ${path.resolve(env.DATA_DIR)} to ${path.resolve(target)} (${bytes} bytes).`,
    );
  } else if (command === 'restore' && file) {
    const { movedAside } = await restoreEmbedded(env.DATA_DIR, file, { force });
    if (movedAside) console.log(`The previous database was moved to ${movedAside}.`);
    console.log(
      `Restored ${path.resolve(file)} into ${path.resolve(env.DATA_DIR)}. Start the server.`,
    );
  } else {
    console.error('Usage: npm run backup -- [file]  |  npm run restore -- <file> [--force]');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nA backup or restore of the embedded database needs the server stopped: ` +
        'stop it, run the command, start it again.',
    );
  } else if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
