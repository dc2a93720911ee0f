import path from 'node:path';
import { openPglite, type Db } from '@/server/db/client';
import { lockDataDir } from '@/server/db/data-dir-lock';
import { startServer, type RunningServer } from './server';

/**
 * Writes rows straight into a running server's embedded database: stops the server (keeping
 * its data), opens the database under the same lock the server takes, runs `seed`, and starts
 * the server again on the same port and data directory, so browser sessions stay valid.
 */
export async function seedWhileStopped(
  server: RunningServer,
  seed: (db: Db) => Promise<void>,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  await server.stop({ keepData: true });
  const unlock = lockDataDir(server.dataDir);
  try {
    const database = await openPglite(path.join(server.dataDir, 'db'));
    try {
      await seed(database.db);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
  return startServer(env, { port: server.port, dataDir: server.dataDir, root: server.root });
}
