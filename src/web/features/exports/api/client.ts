import { api } from '@/web/lib/api';

export const exportsApi = api.api.exports;
