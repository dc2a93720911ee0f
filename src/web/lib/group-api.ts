import { hc } from 'hono/client';
import type { Hono } from 'hono';
import type { AppEnv } from '@/server/context';
import { retryingFetch } from './api';

/**
 * A typed client for one route group, mounted at `base`. The app's own type does not carry the
 * groups mounted behind the approval guard, so a feature types its calls from its group.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route schema and base path
export function groupApi<T extends Hono<AppEnv, any, any>>(base: string) {
  return hc<T>(base, { fetch: retryingFetch });
}
