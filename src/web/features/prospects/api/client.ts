import { api } from '@/web/lib/api';

export const prospectsApi = api.api.prospects;
/** Reply, meeting, edit and delete are the DM operations (D9, D10). */
export const dmsApi = api.api.dms;
