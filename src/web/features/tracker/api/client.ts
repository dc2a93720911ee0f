import type { Hono } from 'hono';
import { hc } from 'hono/client';
import type { createDmsRoutes } from '@/server/routes/dms/dms.routes';
import type { createSettersRoutes } from '@/server/routes/setters/setters.routes';
import type { createSettingsRoutes } from '@/server/routes/settings/settings.routes';
import type { createTrackerRoutes } from '@/server/routes/tracker/tracker.routes';
import { retryingFetch } from '@/web/lib/api';

/**
 * Typed clients for the groups the tracker calls. (`api.api.<group>` does not carry these
 * groups' routes yet: app.ts's `approved()` wrapper erases their types. Once it keeps them,
 * these can become `api.api.tracker`, `api.api.dms`, … with no other change.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hc's own constraint
const group = <T extends Hono<any, any, any>>(base: string) =>
  hc<T>(base, { fetch: retryingFetch });

export const trackerClient = group<ReturnType<typeof createTrackerRoutes>>('/api/tracker');
export const dmsClient = group<ReturnType<typeof createDmsRoutes>>('/api/dms');
export const settingsClient = group<ReturnType<typeof createSettingsRoutes>>('/api/settings');
export const settersClient = group<ReturnType<typeof createSettersRoutes>>('/api/setters');
