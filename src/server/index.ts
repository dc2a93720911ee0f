// The server's entry (`npm start` runs its build, dist-server/index.js). It listens first and
// starts the embedded database's worker, then loads the app while PGlite opens on the other
// core: /api/health answers `starting` at once, and every other request waits for the app and
// its database (./starting-gate.ts, docs/decisions/0142-member-pages-and-restart-speed.md).
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { startEmbeddedServer, type EmbeddedServer } from './db/embedded/embedded';
import { ConfigError, readEnv, trustedOrigins } from './env';
import { earlyPages } from './early-pages';
import { createLogger } from './logger';
import { openAddresses } from './open-addresses';
import { projectRoot } from './project-root';
import type { ServedApp } from './serve-app';
import { startingGate } from './starting-gate';
import { webAppRoutes } from './static';

async function main() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  let unlock = () => {};
  let embedded: Promise<EmbeddedServer> | null = null;
  if (!env.DATABASE_URL) {
    unlock = lockDataDir(env.DATA_DIR);
    const dir = path.join(env.DATA_DIR, 'db');
    mkdirSync(dir, { recursive: true });
    embedded = startEmbeddedServer(dir);
    embedded.catch(() => {}); // awaited (and reported) by serveApp
  }
  const baseURL = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const gate = startingGate();
  const server = createServer(gate.listener);
  let served: ServedApp | null = null;

  /** Ends the process after a failed start: the database closed, the data directory let go. */
  const fail = (message: unknown, code = 1) => {
    console.error(message);
    const database = served?.database ?? null;
    void Promise.resolve(served?.stopWork())
      .then(() => (database ? database.close() : embedded?.then((worker) => worker.close())))
      .catch(() => {})
      .finally(() => {
        unlock();
        process.exit(code);
      });
  };

  server.once('error', (error: NodeJS.ErrnoException) => {
    fail(
      error.code === 'EADDRINUSE'
        ? `port ${env.PORT} is in use; set PORT (e.g. PORT=${env.PORT + 1} npm start)`
        : error.code === 'EACCES'
          ? `port ${env.PORT} needs more privileges; set PORT to one above 1024`
          : `cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`,
    );
  });
  const listening = new Promise<void>((resolve) =>
    server.listen(env.PORT, env.HOST, () => resolve()),
  );
  // The built pages and files, read once: served at once, and by the app when it is ready.
  const webRoot = path.join(projectRoot(import.meta.url), 'dist');
  const web = existsSync(webRoot) ? webAppRoutes(webRoot) : undefined;
  if (web) gate.servePages(earlyPages(web, baseURL.startsWith('https://')));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // No new connections; requests already running finish, then the database closes cleanly.
    server.close(() => {
      void Promise.resolve(served?.stopWork())
        .then(() => (served ? served.database.close() : embedded?.then((worker) => worker.close())))
        .catch(() => {})
        .finally(() => {
          unlock();
          try {
            logger.info('stopped');
          } finally {
            process.exit(0); // even if stdout is gone (EPIPE)
          }
        });
    });
    // A keep-alive connection goes idle after its last response and would hold close() open.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      logger.error('requests still running 10 s after the stop signal: exiting anyway');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // The app's modules load while the database's worker opens PGlite.
  const { serveApp } = await import('./serve-app');
  try {
    served = await serveApp(env, logger, embedded, web && { routes: web, root: webRoot });
  } catch (error) {
    const expected = error instanceof ConfigError;
    return fail(expected ? (error as Error).message : error);
  }
  await listening;
  if (stopping) return;
  gate.open(served.listener);
  const where =
    served.database.kind === 'pglite'
      ? `embedded database in ${path.resolve(env.DATA_DIR)}`
      : 'PostgreSQL';
  const port = (server.address() as { port: number }).port;
  const addresses = env.PUBLIC_URL
    ? [new URL(env.PUBLIC_URL).origin, ...trustedOrigins(env)]
    : openAddresses(env.HOST, port);
  logger.info(
    { port, database: served.database.kind, addresses, mailLinks: baseURL },
    `DM Sprint listening (${where}). Open it at: ${addresses.join(', ')}. Links in mail use ${baseURL}${env.PUBLIC_URL ? '' : ' (set PUBLIC_URL to change it)'}`,
  );
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: say what, without a stack.
  const expected = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
