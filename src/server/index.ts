import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { openPglite, openPostgres, type Database } from './db/client';
import { scheduleEmbeddedVacuum } from './db/embedded-vacuum';
import { buildDeps } from './deps';
import {
  adminEmails,
  ConfigError,
  readEnv,
  redactUrl,
  retentionDays,
  trustedOrigins,
  type Env,
} from './env';
import { createLogger, type Logger } from './logger';
import { createLogMailer, createSmtpMailer } from './mail/mailer';
import { loadVapidKeys } from './notifications/vapid-keys';
import { startNotificationWorker } from './notifications/worker';
import { startWebhookWorker } from './webhooks/queue';
import { openAddresses } from './open-addresses';
import { projectRoot } from './project-root';
import { schedulePruning } from './retention/prune';
import { createWriter } from './writers/create-writer';

/** Embedded installs keep a generated secret beside their data; servers configure one. */
function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** PostgreSQL, or a message naming DATABASE_URL (password hidden) when it cannot be opened. */
async function openServerDatabase(url: string, logger: Logger): Promise<Database> {
  try {
    return await openPostgres(url, 10, (error) =>
      logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
    );
  } catch (error) {
    throw new ConfigError(
      `Cannot open the database at DATABASE_URL (${redactUrl(url)}): ${(error as Error).message}`,
    );
  }
}

async function main() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  let unlock = () => {};
  let database: Database;
  let stopVacuum = () => {};
  if (env.DATABASE_URL) {
    database = await openServerDatabase(env.DATABASE_URL, logger);
  } else {
    unlock = lockDataDir(env.DATA_DIR);
    database = await openPglite(path.join(env.DATA_DIR, 'db'));
    stopVacuum = scheduleEmbeddedVacuum(database, logger);
  }
  const baseURL = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const deps = buildDeps({
    db: database.db,
    turns: database.turns,
    logger,
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createLogMailer(logger),
    writer: createWriter(env, logger),
    secret: authSecret(env),
    config: {
      baseURL,
      publicUrl: env.PUBLIC_URL ?? null,
      trustedOrigins: trustedOrigins(env),
      adminEmails: adminEmails(env),
      coachUrl: env.COACH_URL ?? null,
      trustProxy: env.TRUST_PROXY === 'true',
      emailVerification: Boolean(env.SMTP_URL),
      allowHttpPush: env.PUSH_ALLOW_HTTP === 'true',
      allowPrivatePushHosts: env.PUSH_ALLOW_PRIVATE_HOSTS === 'true',
      webhookAllowHosts: env.WEBHOOK_ALLOW_HOSTS,
    },
    vapid: loadVapidKeys(env, baseURL, logger),
  });
  const webRoot = path.join(projectRoot(import.meta.url), 'dist');
  const app = createApp(deps, { webRoot: existsSync(webRoot) ? webRoot : undefined });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where =
      database.kind === 'pglite'
        ? `embedded database in ${path.resolve(env.DATA_DIR)}`
        : 'PostgreSQL';
    const addresses = env.PUBLIC_URL
      ? [new URL(env.PUBLIC_URL).origin, ...trustedOrigins(env)]
      : openAddresses(env.HOST, info.port);
    logger.info(
      { port: info.port, database: database.kind, addresses, mailLinks: baseURL },
      `DM Sprint listening (${where}). Open it at: ${addresses.join(', ')}. Links in mail use ${baseURL}${env.PUBLIC_URL ? '' : ' (set PUBLIC_URL to change it)'}`,
    );
  });
  server.once('error', (error: NodeJS.ErrnoException) => {
    const message =
      error.code === 'EADDRINUSE'
        ? `port ${env.PORT} is in use; set PORT (e.g. PORT=${env.PORT + 1} npm start)`
        : error.code === 'EACCES'
          ? `port ${env.PORT} needs more privileges; set PORT to one above 1024`
          : `cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`;
    console.error(message);
    stopVacuum();
    void database
      .close()
      .catch(() => {})
      .finally(() => {
        unlock();
        process.exit(1);
      });
  });

  const stopNotifications = startNotificationWorker(deps, {
    intervalMs: env.NOTIFICATION_POLL_SECONDS * 1000,
    leaseSeconds: env.NOTIFICATION_LEASE_SECONDS,
  });

  const stopWebhooks = startWebhookWorker(deps, {
    intervalMs: env.WEBHOOK_POLL_SECONDS * 1000,
    leaseSeconds: env.WEBHOOK_LEASE_SECONDS,
  });

  const stopPruning = schedulePruning(
    database.db,
    logger,
    retentionDays(env),
    env.PRUNE_INTERVAL_MINUTES * 60_000,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    stopVacuum();
    stopPruning();
    // No new connections; requests already running finish, then the database closes cleanly.
    server.close(() => {
      void Promise.all([stopNotifications(), stopWebhooks()])
        .then(() => database.close())
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
    const http = server as Server;
    http.closeIdleConnections();
    setInterval(() => http.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      logger.error('requests still running 10 s after the stop signal: exiting anyway');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: say what, without a stack.
  const expected = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
