import { api } from '@/web/lib/api';

export const settersApi = api.api.setters;
