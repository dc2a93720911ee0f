import type { Auth } from './auth';
import type { Db } from './db/client';
import type { Turns } from './db/turns';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PushSender } from './notifications/push-sender';
import type { UnsubscribeTokens } from './notifications/unsubscribe-token';
import type { ProfileRow } from './profiles/profiles.service';
import type { RateCounter } from './rate-limit/rate-counter';
import type { Writer } from './writers/writer';
import type { ApiTokenId, SessionId, UserId } from '../shared/schemas/ids';
import type { ApiTokenScope } from '../shared/schemas/api-token-texts';

export type AppConfig = {
  /** The address mail links use: PUBLIC_URL, else http://localhost:PORT. */
  baseURL: string;
  /** PUBLIC_URL when set: then only it (and trustedOrigins) may change state. */
  publicUrl: string | null;
  trustedOrigins: string[];
  adminEmails: string[];
  coachUrl: string | null;
  trustProxy: boolean;
  emailVerification: boolean;
  /** Accept http:// push endpoints (a local test push service); push services use https. */
  allowHttpPush?: boolean;
  /** Requests a minute one API token may make (600; the tests set a small one). */
  apiTokenRequestsPerMinute?: number;
  /**
   * PUSH_ALLOW_PRIVATE_HOSTS: accept push endpoints on loopback and private addresses (a test
   * push service); otherwise they are refused at registration and never connected to.
   */
  allowPrivatePushHosts?: boolean;
  /**
   * WEBHOOK_ALLOW_HOSTS: names, addresses and CIDR ranges on the server's own network that
   * webhooks may go to (a LAN's n8n; the tests' loopback receiver). Empty: public hosts only.
   */
  webhookAllowHosts?: string;
};

/** Everything the app needs from the outside world; tests build it on a test database. */
export type AppDeps = {
  db: Db;
  /** How heavy work takes its turns on the database (src/server/db/turns.ts). */
  turns: Turns;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  config: AppConfig;
  rateCounter: RateCounter;
  writer: Writer;
  push: PushSender;
  unsubscribeTokens: UnsubscribeTokens;
};

/** Who is calling, as every data route reads them: the same for a session and an API token. */
export type MemberViewer = {
  userId: UserId;
  email: string;
  name: string;
  profile: ProfileRow;
};

/** A signed-in browser (requireSession). */
export type Viewer = MemberViewer & { sessionId: SessionId };

/** A request with a personal API token (requireApiToken): no session, and the token's scope. */
export type TokenViewer = MemberViewer & { token: { id: ApiTokenId; scope: ApiTokenScope } };

type Variables<V> = { viewer: V; requestId: string; clientIp: string };

export type AppEnv = { Variables: Variables<Viewer> };
/** What middleware shared by session and token routes may read (either viewer). */
export type MemberEnv = { Variables: Variables<MemberViewer> };
/** The v1 API's routes: a bearer token's viewer. */
export type ApiEnv = { Variables: Variables<TokenViewer> };
