import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { HttpError } from './errors';
import { parseJsonOffThread } from '../off-thread/off-thread';
import { NESTING_TOO_DEEP } from './json-nesting';

/** Bodies above this (only CSV imports may be) are parsed in the worker thread. */
export const OFF_THREAD_JSON_CHARS = 256 * 1024;

type Target = 'json' | 'query' | 'param' | 'header';

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return text.length > OFF_THREAD_JSON_CHARS ? await parseJsonOffThread(text) : JSON.parse(text);
  } catch (error) {
    if ((error as Error).message === NESTING_TOO_DEEP) {
      throw new HttpError(400, NESTING_TOO_DEEP, 'The request body is nested too deeply.');
    }
    throw new HttpError(400, 'malformed_json', 'The request body is not valid JSON.');
  }
}

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one). */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function refuseNulCharacters(value: unknown): void {
  const path = nulPath(value);
  if (!path) return;
  const field = path.join('.') || '_';
  const message = 'must not contain NUL characters';
  throw new HttpError(400, 'validation_error', `${field}: ${message}`, { [field]: message });
}

/** zod validation with the API's error shape; the first message names the first bad field. */
export function validate<T extends Target, S extends z.ZodType>(target: T, schema: S) {
  return validator(target, async (value, c) => {
    const input = target === 'json' ? await readJson(c) : value;
    refuseNulCharacters(input);
    const parsed = await schema.safeParseAsync(input);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      const [first] = parsed.error.issues;
      const where = first.path.length ? `${first.path.join('.')}: ` : '';
      throw new HttpError(400, 'validation_error', `${where}${first.message}`, fields);
    }
    return parsed.data as z.output<S>;
  }) as MiddlewareHandler<
    Record<string, never>,
    string,
    { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }
  >;
}
