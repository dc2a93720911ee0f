import { api } from '@/web/lib/api';

export const prospectsApi = api.api.prospects;
/**
 * Reply and meeting (and their undo) are the first DM's (docs/decisions/0002-derived-counters.md
 * and 0106-undo-and-edit.md).
 */
export const dmsApi = api.api.dms;
