import type { createSettersRoutes } from '@/server/routes/setters/setters.routes';
import { groupApi } from '@/web/lib/group-api';

export const settersApi = groupApi<ReturnType<typeof createSettersRoutes>>('/api/setters');
