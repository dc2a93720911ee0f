import { z } from 'zod';
import { isHostAllowListSpec } from './http/outbound-address';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An optional URL whose scheme must be one of `protocols` (e.g. `postgres:`). */
const urlWith = (protocols: string[], example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => URL.canParse(value), `not a URL (expected e.g. ${example})`)
      .refine(
        (value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol),
        `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')} (e.g. ${example})`,
      )
      .optional(),
  );

const httpUrl = (example: string) => urlWith(['http:', 'https:'], example);

/** A number of whole days, 0 to ten years. */
const days = (fallback: number) =>
  z.coerce
    .number('must be a number of days')
    .int('must be a whole number of days')
    .min(0)
    .max(3650)
    .default(fallback);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: urlWith(
      ['postgres:', 'postgresql:'],
      'postgres://user:pass@db.example.com/dmsprint',
    ),
    AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    PUBLIC_URL: httpUrl('https://sprint.example.com').refine(
      (value) => !value || !URL.canParse(value) || ['', '/'].includes(new URL(value).pathname),
      'must be an origin without a path (e.g. https://sprint.example.com)',
    ),
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .refine(
        (value) => splitList(value).every(isOrigin),
        'must be a comma-separated list of origins (e.g. http://192.168.1.20:3000,https://sprint.example.com)',
      ),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .refine(
        (value) => splitEmails(value).every((email) => z.email().safeParse(email).success),
        'must be a comma-separated list of email addresses',
      ),
    SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587'),
    MAIL_FROM: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .default('DM Sprint <no-reply@localhost>'),
    AI_BASE_URL: httpUrl('https://api.openai.com/v1'),
    AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    AI_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
    COACH_URL: httpUrl('https://chat.example.com/coach'),
    TRUST_PROXY: z.enum(['true', 'false'], 'must be true or false').default('false'),
    VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().min(20).optional()),
    VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().min(20).optional()),
    VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
        .optional(),
    ),
    NOTIFICATION_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    NOTIFICATION_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
    // How long old rows are kept (docs/operations.md, Data retention); pruned every interval.
    RETENTION_NOTIFICATION_JOBS_DAYS: days(90),
    RETENTION_SECURITY_EVENTS_DAYS: days(365),
    RETENTION_EXPIRED_SESSIONS_DAYS: days(7),
    RETENTION_EXPIRED_CHALLENGES_DAYS: days(1),
    RETENTION_RATE_COUNTERS_DAYS: days(1),
    PRUNE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    PUSH_ALLOW_HTTP: z.enum(['true', 'false'], 'must be true or false').default('false'),
    PUSH_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false'], 'must be true or false').default('false'),
    // Outgoing webhooks (docs/webhooks.md): hosts on the server's own network they may reach,
    // how often each instance looks for due deliveries, and how long one attempt holds its claim.
    WEBHOOK_ALLOW_HOSTS: z
      .string()
      .default('')
      .refine(
        isHostAllowListSpec,
        'must be a comma-separated list of host names, addresses and CIDR ranges (e.g. n8n.lan,192.168.1.0/24)',
      ),
    WEBHOOK_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    WEBHOOK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      missing(
        'AUTH_SECRET',
        'required with DATABASE_URL (at least 32 characters, the same on every instance)',
      );
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      missing(
        env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (npx web-push generate-vapid-keys)',
      );
    }
    if (env.AI_BASE_URL && !env.AI_MODEL) missing('AI_MODEL', 'required when AI_BASE_URL is set');
    if (!env.AI_BASE_URL && (env.AI_MODEL || env.AI_API_KEY)) {
      missing('AI_BASE_URL', 'required when AI_MODEL or AI_API_KEY is set');
    }
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function splitEmails(value: string): string[] {
  return splitList(value).map((email) => email.toLowerCase());
}

function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return ['http:', 'https:'].includes(url.protocol) && url.origin === value.replace(/\/$/, '');
}

/** TRUSTED_ORIGINS as origins (no trailing slash). */
export function trustedOrigins(env: Pick<Env, 'TRUSTED_ORIGINS'>): string[] {
  return splitList(env.TRUSTED_ORIGINS).map((origin) => new URL(origin).origin);
}

/**
 * The only reader of process.env. Every bad or missing value is reported at once, each line
 * naming its variable, and the start stops.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The RETENTION_* periods, for the pruning (src/server/retention/prune.ts). */
export const retentionDays = (env: Env) => ({
  notificationJobs: env.RETENTION_NOTIFICATION_JOBS_DAYS,
  securityEvents: env.RETENTION_SECURITY_EVENTS_DAYS,
  expiredSessions: env.RETENTION_EXPIRED_SESSIONS_DAYS,
  expiredChallenges: env.RETENTION_EXPIRED_CHALLENGES_DAYS,
  rateCounters: env.RETENTION_RATE_COUNTERS_DAYS,
});

export function adminEmails(env: Pick<Env, 'ADMIN_EMAILS'>): string[] {
  return splitEmails(env.ADMIN_EMAILS);
}

/** A database URL fit for a log line or an error message: the password is never shown. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
