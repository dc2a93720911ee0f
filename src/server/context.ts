import type { Auth } from './auth';
import type { Db } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PushSender } from './notifications/push-sender';
import type { UnsubscribeTokens } from './notifications/unsubscribe-token';
import type { ProfileRow } from './profiles/profiles.service';
import type { RateCounter } from './rate-limit/rate-counter';
import type { Writer } from './writers/writer';
import type { SessionId, UserId } from '../shared/schemas/ids';

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
  /**
   * PUSH_ALLOW_PRIVATE_HOSTS: accept push endpoints on loopback and private addresses (a test
   * push service); otherwise they are refused at registration and never connected to.
   */
  allowPrivatePushHosts?: boolean;
};

/** Everything the app needs from the outside world; tests build it on a test database. */
export type AppDeps = {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  config: AppConfig;
  rateCounter: RateCounter;
  writer: Writer;
  push: PushSender;
  unsubscribeTokens: UnsubscribeTokens;
};

export type Viewer = {
  userId: UserId;
  email: string;
  name: string;
  sessionId: SessionId;
  profile: ProfileRow;
};

export type AppEnv = {
  Variables: { viewer: Viewer; requestId: string; clientIp: string };
};
