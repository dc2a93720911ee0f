import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'headers.cookie', '*.headers.cookie'],
      censor: '[redacted]',
    },
  });
}
