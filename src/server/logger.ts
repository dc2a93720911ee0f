import pino from 'pino';

export type Logger = pino.Logger;

/** Failed-query messages carry the query's parameters: session tokens, emails, hashes. */
const QUERY_PARAMS = /\nparams: [^\n]*/g;
const scrub = (text: unknown) =>
  typeof text === 'string' ? text.replace(QUERY_PARAMS, '\nparams: [redacted]') : undefined;

type SerializedError = {
  type: string;
  message?: string;
  code?: string;
  status?: unknown;
  stack?: string;
  cause?: SerializedError;
};

/**
 * Errors as the log sees them: type, message, code, stack and cause chain, with query
 * parameters cut out, and nothing else (an error's own fields can hold request data).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)) };
  const { code, status } = error as { code?: unknown; status?: unknown };
  return {
    type: error.constructor.name,
    message: scrub(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(status !== undefined ? { status } : {}),
    stack: scrub(error.stack),
    ...(error.cause !== undefined && depth < 5
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** What must never reach a log line, wherever it sits in the logged object. */
const SECRET_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'currentPassword',
  '*.currentPassword',
  'token',
  '*.token',
  'cookie',
  '*.cookie',
  'headers.cookie',
  '*.headers.cookie',
  'headers.authorization',
  '*.headers.authorization',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/**
 * JSON lines with an ISO time. `destination` defaults to stdout; tests pass a stream to read
 * what was logged.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: SECRET_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}
