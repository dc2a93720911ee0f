import { z } from 'zod';
import { cursor, searchText } from './logs';

/**
 * Log Reply's list: searched by name or handle on the server, a keyset page at a time. Apart from
 * tracker.ts, whose texts the dashboard's chunk reads without zod.
 */
export const replyCandidatesQuery = z.strictObject({ q: searchText, cursor });
