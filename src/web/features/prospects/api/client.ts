import type { createDmsRoutes } from '@/server/routes/dms/dms.routes';
import type { createProspectsRoutes } from '@/server/routes/prospects/prospects.routes';
import { groupApi } from '@/web/lib/group-api';

export const prospectsApi = groupApi<ReturnType<typeof createProspectsRoutes>>('/api/prospects');
/** Reply, meeting, edit and delete are the DM operations (D9, D10). */
export const dmsApi = groupApi<ReturnType<typeof createDmsRoutes>>('/api/dms');
