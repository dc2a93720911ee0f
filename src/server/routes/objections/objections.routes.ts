import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';

export function createObjectionsRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
