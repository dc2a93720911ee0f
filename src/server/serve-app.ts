import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { openPglite, openPostgres, type Database } from './db/client';
import type { EmbeddedServer } from './db/embedded/embedded';
import { scheduleEmbeddedVacuum } from './db/embedded-vacuum';
import type { AppEnv } from './context';
import { buildDeps } from './deps';
import {
  adminEmails,
  ConfigError,
  redactUrl,
  retentionDays,
  trustedOrigins,
  type Env,
} from './env';
import type { Logger } from './logger';
import { createLogMailer, createSmtpMailer } from './mail/mailer';
import { loadVapidKeys } from './notifications/vapid-keys';
import { startNotificationWorker } from './notifications/worker';
import { startWebhookWorker } from './webhooks/queue';
import { schedulePruning } from './retention/prune';
import { createWriter } from './writers/create-writer';
import { withMemberPages } from './member-pages';

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

export type ServedApp = {
  database: Database;
  listener: RequestListener;
  /** Stops the background work (vacuum, pruning, notification and webhook workers). */
  stopWork: () => Promise<void>;
};

/**
 * The part of the start that src/server/index.ts loads while the server already listens: the
 * database opened (the embedded one in the worker index.ts started) and migrated, the app built
 * on it (`web`: the built pages' routes, src/server/static.ts, and their folder, for the member
 * pages rendered with the member's data, src/server/member-pages.ts), the background work started.
 * Answers the app's HTTP listener.
 */
export async function serveApp(
  env: Env,
  logger: Logger,
  embedded: Promise<EmbeddedServer> | null,
  web: { routes: (app: Hono<AppEnv>) => void; root: string } | undefined,
): Promise<ServedApp> {
  const database = embedded
    ? await openPglite(path.join(env.DATA_DIR, 'db'), undefined, embedded)
    : await openServerDatabase(env.DATABASE_URL!, logger);
  const stopVacuum =
    database.kind === 'pglite' ? scheduleEmbeddedVacuum(database, logger) : () => {};
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
  const app = createApp(deps, { web: web && withMemberPages(web.routes, web.root, logger) });

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
  return {
    database,
    listener: getRequestListener(app.fetch),
    stopWork: async () => {
      stopVacuum();
      stopPruning();
      await Promise.all([stopNotifications(), stopWebhooks()]);
    },
  };
}
