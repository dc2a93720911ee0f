import { Writable } from 'node:stream';
import { createLogger, type Logger } from '@/server/logger';

export type LogLine = Record<string, unknown> & { msg?: string; level: number; time: string };

/** A real pino logger whose JSON lines the test can read back. */
export function captureLogs(level = 'debug'): {
  logger: Logger;
  lines: () => LogLine[];
  raw: () => string;
} {
  let raw = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString();
      done();
    },
  });
  return {
    logger: createLogger(level, stream),
    raw: () => raw,
    lines: () =>
      raw
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
  };
}
