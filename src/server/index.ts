import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { openPglite, openPostgres, type Database } from './db/client';
import { buildDeps } from './deps';
import { adminEmails, ConfigError, readEnv, type Env } from './env';
import { createLogger } from './logger';
import { createLogMailer, createSmtpMailer } from './mail/mailer';
import { createWriter } from './writers/create-writer';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Embedded installs keep a generated secret beside their data; servers configure one. */
function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const env = readEnv();
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required with DATABASE_URL (at least 32 characters, the same on every instance)',
    );
  }
  const logger = createLogger(env.LOG_LEVEL);
  let unlock = () => {};
  let database: Database;
  if (env.DATABASE_URL) {
    database = await openPostgres(env.DATABASE_URL);
  } else {
    unlock = lockDataDir(env.DATA_DIR);
    database = await openPglite(path.join(env.DATA_DIR, 'db'));
  }
  const baseURL = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const deps = buildDeps({
    db: database.db,
    logger,
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createLogMailer(logger),
    writer: createWriter(env, logger),
    secret: authSecret(env),
    config: {
      baseURL,
      adminEmails: adminEmails(env),
      coachUrl: env.COACH_URL ?? null,
      trustProxy: env.TRUST_PROXY === 'true',
      emailVerification: Boolean(env.SMTP_URL),
    },
  });
  const webRoot = path.join(projectRoot, 'dist');
  const app = createApp(deps, { webRoot: existsSync(webRoot) ? webRoot : undefined });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, database: database.kind },
      `DM Sprint listening on ${baseURL} (${database.kind === 'pglite' ? `embedded database in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL'})`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    server.close(async () => {
      await database.close().catch(() => {});
      unlock();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
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
