import { z } from 'zod';

const optionalUrl = z.url().optional();
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, optionalUrl),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, optionalUrl),
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: z.preprocess(emptyToUndefined, optionalUrl),
  MAIL_FROM: z.string().default('DM Sprint <no-reply@localhost>'),
  AI_BASE_URL: z.preprocess(emptyToUndefined, optionalUrl),
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  COACH_URL: z.preprocess(emptyToUndefined, optionalUrl),
  REDIS_URL: z.preprocess(emptyToUndefined, optionalUrl),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** The only reader of process.env. A bad value fails start with the variable's name. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.AI_BASE_URL && !parsed.data.AI_MODEL) {
    throw new ConfigError('Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set');
  }
  return parsed.data;
}

export function adminEmails(env: Pick<Env, 'ADMIN_EMAILS'>): string[] {
  return env.ADMIN_EMAILS.split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}
