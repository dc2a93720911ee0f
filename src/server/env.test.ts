import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv, redactUrl, retentionDays, trustedOrigins } from './env';

const SECRET = 'x'.repeat(32);

/** Every variable that can be wrong, with a wrong value: the error must name that variable. */
const BAD: [string, NodeJS.ProcessEnv][] = [
  ['PORT', { PORT: 'eighty' }],
  ['PORT', { PORT: '70000' }],
  ['NODE_ENV', { NODE_ENV: 'staging' }],
  ['HOST', { HOST: '  ' }],
  ['DATA_DIR', { DATA_DIR: ' ' }],
  ['DATABASE_URL', { DATABASE_URL: 'not a url', AUTH_SECRET: SECRET }],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://db.example.com/x', AUTH_SECRET: SECRET }],
  ['AUTH_SECRET', { AUTH_SECRET: 'too-short' }],
  ['AUTH_SECRET', { DATABASE_URL: 'postgres://db.example.com/x' }],
  ['PUBLIC_URL', { PUBLIC_URL: 'sprint.example.com' }],
  ['PUBLIC_URL', { PUBLIC_URL: 'ftp://sprint.example.com' }],
  ['PUBLIC_URL', { PUBLIC_URL: 'https://example.com/sprint' }],
  ['TRUSTED_ORIGINS', { TRUSTED_ORIGINS: '192.168.1.20:3000' }],
  ['TRUSTED_ORIGINS', { TRUSTED_ORIGINS: 'http://192.168.1.20:3000/app' }],
  ['TRUSTED_ORIGINS', { TRUSTED_ORIGINS: 'http://a.example, ftp://b.example' }],
  ['ADMIN_EMAILS', { ADMIN_EMAILS: 'ada@example.com, not-an-email' }],
  ['SMTP_URL', { SMTP_URL: 'mail.example.com:587' }],
  ['SMTP_URL', { SMTP_URL: 'https://mail.example.com' }],
  ['MAIL_FROM', { MAIL_FROM: ' ' }],
  ['AI_BASE_URL', { AI_BASE_URL: 'localhost:11434', AI_MODEL: 'm' }],
  ['AI_MODEL', { AI_BASE_URL: 'http://localhost:11434/v1' }],
  ['AI_BASE_URL', { AI_MODEL: 'llama3' }],
  ['AI_BASE_URL', { AI_API_KEY: 'sk-123' }],
  ['COACH_URL', { COACH_URL: 'javascript:alert(1)' }],
  ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
  ['TRUST_PROXY', { TRUST_PROXY: '1' }],
  ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
  ['RETENTION_SECURITY_EVENTS_DAYS', { RETENTION_SECURITY_EVENTS_DAYS: 'a year' }],
  ['RETENTION_NOTIFICATION_JOBS_DAYS', { RETENTION_NOTIFICATION_JOBS_DAYS: '-1' }],
  ['RETENTION_EXPIRED_SESSIONS_DAYS', { RETENTION_EXPIRED_SESSIONS_DAYS: '1.5' }],
  ['PRUNE_INTERVAL_MINUTES', { PRUNE_INTERVAL_MINUTES: '0' }],
];

function configError(source: NodeJS.ProcessEnv): string {
  try {
    readEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(source)}`);
}

describe('configuration', () => {
  it.each(BAD)('names %s when it is wrong (%j)', (variable, source) => {
    const message = configError(source);
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
  });

  it('reports every bad variable at once', () => {
    const message = configError({ PORT: 'x', SMTP_URL: 'nope', TRUST_PROXY: 'maybe' });
    for (const variable of ['PORT', 'SMTP_URL', 'TRUST_PROXY']) expect(message).toContain(variable);
  });

  it('accepts the defaults and a full, valid production setup', () => {
    expect(readEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', TRUST_PROXY: 'false' });
    const env = readEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/dmsprint',
      AUTH_SECRET: SECRET,
      PUBLIC_URL: 'https://sprint.example.com/',
      ADMIN_EMAILS: 'ada@example.com, bob@example.com',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      AI_BASE_URL: 'https://api.example.com/v1',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: 'sk-1',
      COACH_URL: 'https://chat.example.com',
      TRUST_PROXY: 'true',
      TRUSTED_ORIGINS: 'http://192.168.1.20:3000, https://sprint.example.org/',
      // empty values count as unset
      MAIL_FROM: 'DM Sprint <hi@example.com>',
    });
    expect(env.PORT).toBe(8080);
    expect(trustedOrigins(env)).toEqual(['http://192.168.1.20:3000', 'https://sprint.example.org']);
    expect(readEnv({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('keeps old rows for the documented periods unless told otherwise', () => {
    expect(retentionDays(readEnv({}))).toEqual({
      notificationJobs: 90,
      securityEvents: 365,
      expiredSessions: 7,
      expiredChallenges: 1,
      rateCounters: 1,
    });
    expect(readEnv({}).PRUNE_INTERVAL_MINUTES).toBe(60);
    const env = readEnv({
      RETENTION_SECURITY_EVENTS_DAYS: '730',
      RETENTION_RATE_COUNTERS_DAYS: '0',
    });
    expect(retentionDays(env)).toMatchObject({ securityEvents: 730, rateCounters: 0 });
  });

  it('never shows a database password in messages', () => {
    expect(redactUrl('postgres://app:s3cret@db/x')).toBe('postgres://app:***@db/x');
    expect(redactUrl('nonsense')).not.toContain('nonsense');
  });
});
