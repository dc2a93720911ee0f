import { createAuth, type PasswordHashing } from './auth';
import { originPolicy } from './http/origins';
import type { AppConfig, AppDeps } from './context';
import type { Db } from './db/client';
import { boundedTurns, type Turns } from './db/turns';
import { eq, and } from 'drizzle-orm';
import { profiles, user } from './db/schema';
import type { Logger } from './logger';
import { sendQuietly, type Mailer } from './mail/mailer';
import { signUpWaitingMail } from './mail/templates';
import { createPushSender, generateVapidKeys, type VapidKeys } from './notifications/push-sender';
import { createUnsubscribeTokens } from './notifications/unsubscribe-token';
import { createProfile } from './profiles/profiles.service';
import { createRateCounter } from './rate-limit/rate-counter';
import type { Writer } from './writers/writer';
import { memberSignedUp } from './webhooks/events';

export type DepsInput = {
  db: Db;
  /** The database's turns for heavy work; at once when not given (PostgreSQL's). */
  turns?: Turns;
  logger: Logger;
  mailer: Mailer;
  writer: Writer;
  secret: string;
  config: AppConfig;
  /** Generated for this process when not given (tests); the server loads or makes its own. */
  vapid?: VapidKeys;
  /** Only the in-process tests pass one (see createAuth); the server keeps better-auth's. */
  passwordHashing?: PasswordHashing;
};

async function adminAddresses(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(and(eq(profiles.isAdmin, true), eq(profiles.approvalStatus, 'approved')));
  return rows.map((row) => row.email);
}

/** Wires the app's parts together; index.ts and the tests both build the app through this. */
export function buildDeps({
  db,
  turns = boundedTurns(),
  logger,
  mailer,
  writer,
  secret,
  config,
  vapid,
  passwordHashing,
}: DepsInput): AppDeps {
  const auth = createAuth({
    db,
    passwordHashing,
    mailer,
    logger,
    config: {
      baseURL: config.baseURL,
      secret,
      origins: originPolicy(config),
      requireEmailVerification: config.emailVerification,
    },
    onUserCreated: async (created) => {
      const profile = await createProfile(db, created, config.adminEmails);
      if (profile.approvalStatus !== 'pending') return;
      await memberSignedUp({ db, logger }, config, created);
      const [account] = await db
        .select({ company: user.company })
        .from(user)
        .where(eq(user.id, created.id));
      for (const to of await adminAddresses(db)) {
        sendQuietly(
          mailer,
          logger,
          signUpWaitingMail(
            to,
            { name: created.name, email: created.email, company: account?.company ?? null },
            config.baseURL,
          ),
        );
      }
    },
  });
  return {
    db,
    turns,
    auth,
    mailer,
    logger,
    config,
    writer,
    rateCounter: createRateCounter(db),
    push: createPushSender(vapid ?? generateVapidKeys('mailto:admin@localhost'), {
      allowPrivateHosts: () => config.allowPrivatePushHosts === true,
    }),
    unsubscribeTokens: createUnsubscribeTokens(secret),
  };
}
