import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import { passkey as passkeyPlugin } from '@better-auth/passkey';
import type { Db } from './db/client';
import { authUserId } from './http/ids';
import { allowedOrigins, asPath, type OriginPolicy } from './http/origins';
import { account, passkey, rateLimit, session, twoFactor, user, verification } from './db/schema';
import type { Logger } from './logger';
import { sendQuietly, type Mailer } from './mail/mailer';
import { existingAccountMail, passwordResetMail, verificationMail } from './mail/templates';
import { PASSWORD_MAX, PASSWORD_MIN } from '../shared/domain/password';
import { recordPasswordReset, recordSignIn } from './security/auth-events';
import { newBackupCodes } from './security/backup-codes';
import type { UserId } from '../shared/schemas/ids';

export type AuthConfig = {
  baseURL: string;
  secret: string;
  origins: OriginPolicy;
  requireEmailVerification: boolean;
};

/** How passwords are hashed and checked; better-auth's scrypt when not given. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

export type AuthDeps = {
  db: Db;
  config: AuthConfig;
  mailer: Mailer;
  logger: Logger;
  onUserCreated: (created: { id: UserId; email: string; name: string }) => Promise<void>;
  /** Only the in-process tests pass one (src/test/test-app.ts); the server never does. */
  passwordHashing?: PasswordHashing;
};

/** The client IP the API trusted, handed to better-auth (callers cannot set it). */
export const CLIENT_IP_HEADER = 'x-dm-sprint-client-ip';

/**
 * better-auth's dynamic base URL takes each request's host when it matches an allowed pattern,
 * and also trusts every allowed pattern as an origin: `'*'` would trust `https://*`, any https
 * site, as a callbackURL or redirectTo. This pattern matches every host (better-auth compares only
 * what precedes its first `/`) but, kept whole with its path, matches no origin (an origin has no
 * path). Trusted are only the origins `trustedOrigins` names: the request's own address and
 * TRUSTED_ORIGINS (src/server/http/origins.ts), plus the fallback (the mail links' address).
 */
const ANY_HOST = 'https://*/any-host-never-an-origin';

/** better-auth, configured; no side effects at import (its CLI imports this file). */
export function createAuth({
  db,
  config,
  mailer,
  logger,
  onUserCreated,
  passwordHashing,
}: AuthDeps) {
  const secure = config.baseURL.startsWith('https://');
  const securityEvents = { db, mailer, logger, appUrl: config.baseURL };
  // Mail links keep the configured address: a request's Host header is the caller's to choose.
  // Where the link sends the member next (callbackURL, checked to be ours) becomes a path, so a
  // mailed link leads only to this app, at whichever of its addresses it is opened.
  const atAppUrl = (url: string) => {
    const link = new URL(url);
    const next = link.searchParams.get('callbackURL');
    if (next) link.searchParams.set('callbackURL', asPath(next));
    return new URL(link.pathname + link.search, config.baseURL).toString();
  };
  return betterAuth({
    appName: 'DM Sprint',
    // Without PUBLIC_URL, each request's own address (docs/decisions/0128-passkeys.md): a
    // passkey belongs to the host name the browser shows (its rpID).
    baseURL: config.origins.publicUrl
      ? config.baseURL
      : { allowedHosts: [ANY_HOST], fallback: config.baseURL },
    basePath: '/api/auth',
    secret: config.secret,
    // The same answer as the API's same-origin check (PUBLIC_URL, else the address used).
    trustedOrigins: (request) => (request ? allowedOrigins(config.origins, request) : []),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor, passkey },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: passwordHashing,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      onPasswordReset: recordPasswordReset(securityEvents, CLIENT_IP_HEADER),
      sendResetPassword: async ({ user: target, url }) => {
        sendQuietly(mailer, logger, passwordResetMail(target.email, atAppUrl(url)));
      },
      // With verification on, better-auth answers a taken address as a new one; the owner hears of it.
      onExistingUserSignUp: async ({ user: target }) => {
        sendQuietly(mailer, logger, existingAccountMail(target.email, config.baseURL));
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: target, url }) => {
        sendQuietly(mailer, logger, verificationMail(target.email, atAppUrl(url)));
      },
    },
    user: {
      additionalFields: {
        company: { type: 'string', required: false, input: true },
        industry: { type: 'string', required: false, input: true },
      },
    },
    // Authenticator apps (TOTP) with backup codes; the trusted-device cookie lasts 30 days.
    // Passkeys are discoverable credentials: signing in with one needs no email first.
    plugins: [
      twoFactorPlugin({
        issuer: 'DM Sprint',
        trustDeviceMaxAge: 30 * 24 * 60 * 60,
        // Codes without 0/O or 1/l/I (src/server/security/backup-codes.ts).
        backupCodeOptions: { customBackupCodesGenerate: newBackupCodes },
      }),
      passkeyPlugin({
        rpName: 'DM Sprint',
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      }),
    ],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      trustedProxyHeaders: config.origins.trustProxy,
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await onUserCreated({ ...created, id: authUserId(created.id) });
          },
        },
      },
      session: {
        create: { after: recordSignIn(securityEvents) },
      },
    },
    logger: {
      log: (level, message) => {
        if (level === 'error') logger.error(`auth: ${message}`);
        else if (level === 'warn') logger.warn(`auth: ${message}`);
        else logger.debug(`auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
