import { createApp } from '@/server/app';
import type { AppConfig, AppDeps } from '@/server/context';
import { buildDeps } from '@/server/deps';
import { createLogger, type Logger } from '@/server/logger';
import { createSmtpMailer, type Mailer, type MailMessage } from '@/server/mail/mailer';
import { withMemberPages } from '@/server/member-pages';
import { webAppRoutes } from '@/server/static';
import { createBuiltinWriter } from '@/server/writers/builtin-writer';
import type { Writer } from '@/server/writers/writer';
import { testPasswordHashing } from './password-hashing';
import { startSmtpPeer } from './smtp-peer';
import { createTestDatabase, type TestDatabase } from './test-db';

/** How long a test's member page may take to render before the frame goes out instead. */
const TEST_RENDER_WAIT_MS = 60_000;

export const TEST_BASE_URL = 'http://localhost:3000';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: TestDatabase;
  mails: MailMessage[];
  close: () => Promise<void>;
};

type TestAppOverrides = {
  config?: Partial<AppConfig>;
  mailer?: Mailer;
  writer?: Writer;
  logger?: Logger;
  webRoot?: string;
  /** Member pages rendered with the member's data (src/server/member-pages.ts), from `webRoot`. */
  memberPages?: boolean;
  /** A database the test opened itself (e.g. through a proxy it controls). */
  database?: TestDatabase;
  /** better-auth's own scrypt instead of the tests' cheap hash (./password-hashing.ts). */
  realPasswordHashing?: boolean;
};

/** The real app on a fresh database; mail is captured in memory unless a mailer is given. */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDatabase());
  const mails: MailMessage[] = [];
  const mailer: Mailer = overrides.mailer ?? {
    kind: 'log',
    send: async (message) => {
      mails.push(message);
    },
  };
  const logger = overrides.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const deps = buildDeps({
    db: database.db,
    turns: database.turns,
    logger,
    mailer,
    writer: overrides.writer ?? createBuiltinWriter(),
    secret: 'test-secret-test-secret-test-secret-0123',
    passwordHashing: overrides.realPasswordHashing ? undefined : testPasswordHashing,
    config: {
      baseURL: TEST_BASE_URL,
      publicUrl: overrides.config?.baseURL ?? TEST_BASE_URL,
      trustedOrigins: [],
      adminEmails: [],
      coachUrl: null,
      trustProxy: false,
      emailVerification: false,
      ...overrides.config,
    },
  });
  return {
    app: createApp(
      deps,
      overrides.memberPages && overrides.webRoot
        ? {
            // A test reads what the page shows: on a loaded machine the first render (the
            // renderer's code loading) can take longer than a member is kept waiting for it.
            web: withMemberPages(
              webAppRoutes(overrides.webRoot),
              overrides.webRoot,
              logger,
              TEST_RENDER_WAIT_MS,
            ),
          }
        : { webRoot: overrides.webRoot },
    ),
    deps,
    database,
    mails,
    close: () => database.close(),
  };
}

export type SmtpTestApp = TestApp & { smtp: Awaited<ReturnType<typeof startSmtpPeer>> };

/** The real app mailing a real SMTP peer on loopback; `close` stops both. */
export async function createTestAppWithSmtp(
  overrides: Omit<TestAppOverrides, 'mailer'> = {},
): Promise<SmtpTestApp> {
  const smtp = await startSmtpPeer();
  const app = await createTestApp({
    ...overrides,
    mailer: createSmtpMailer(smtp.url, 'DM Sprint <sprint@example.com>'),
  });
  const close = async () => {
    await app.close();
    await smtp.close();
  };
  return { ...app, smtp, close };
}
