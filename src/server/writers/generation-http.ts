import type { Context } from 'hono';
import { errorJson, HttpError } from '../http/errors';
import type { Logger } from '../logger';
import type { RateCounter } from '../rate-limit/rate-counter';
import { WriterError } from './writer';

/** Per member, shared by scripts and objection responses, so a loop can't run up a bill. */
export const GENERATION_LIMITS = [
  { key: 'minute', windowSeconds: 60, max: 20 },
  { key: 'day', windowSeconds: 24 * 60 * 60, max: 300 },
] as const;

/**
 * Counts one generation for the member; past a limit, answers 429 with a clear message and
 * Retry-After. Returns null when the generation may go ahead.
 */
export async function generationRefused(c: Context, rateCounter: RateCounter, userId: string) {
  for (const limit of GENERATION_LIMITS) {
    const window = await rateCounter.hit(`writer:${limit.key}:${userId}`, limit.windowSeconds);
    if (window.count > limit.max) {
      const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
      const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
      c.header('Retry-After', String(seconds));
      return errorJson(
        c,
        429,
        'rate_limited',
        `You've reached the limit of ${limit.max} generations per ${limit.key}. Please try again in ${wait}.`,
      );
    }
  }
  return null;
}

/** A writer failure as the API's answer: 504 for a timeout, 502 for anything else. */
export function writerFailure(error: unknown, logger: Logger, what: string): HttpError {
  const failure =
    error instanceof WriterError
      ? error
      : new WriterError('provider', 'The writer failed unexpectedly.', error);
  logger.warn({ err: failure.cause ?? failure, code: failure.code }, `${what} generation failed`);
  return failure.code === 'timeout'
    ? new HttpError(504, 'writer_timeout', 'The writer took too long to answer. Please try again.')
    : new HttpError(
        502,
        'writer_failed',
        `The writer could not produce a ${what}. Please try again.`,
      );
}
