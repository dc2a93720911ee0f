import type { createLogsRoutes } from '@/server/routes/logs/logs.routes';
import { groupApi } from '@/web/lib/group-api';

export const logsApi = groupApi<ReturnType<typeof createLogsRoutes>>('/api/logs');
