import { api } from '@/web/lib/api';

export const logsApi = api.api.logs;
