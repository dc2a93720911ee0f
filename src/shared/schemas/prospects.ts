import { z } from 'zod';
import { followUpGroups, platformFilters, statusFilters } from '../domain/pipeline';
import type { Dm } from './dm';
import { cursor, pageLimit, searchText } from './logs';

export const prospectsQuery = z.strictObject({
  q: searchText,
  status: z.enum(statusFilters).optional(),
  platform: z.enum(platformFilters).optional(),
  cursor,
  limit: pageLimit,
});
export type ProspectsQuery = z.infer<typeof prospectsQuery>;

export const followUpsQuery = z.strictObject({
  group: z.enum(followUpGroups),
  cursor,
  limit: pageLimit,
});

/**
 * One page of matches. No total: counting a broad filter means reading every matching row, which a
 * page of 25 never needs (docs/decisions/0118-prospect-search.md). The stat cards carry the totals.
 */
export type ProspectPage = { items: Dm[]; nextCursor: string | null };

export type ProspectStats = {
  total: number;
  responded: number;
  meetings: number;
  thisWeek: number;
  responseRate: number;
  meetingRate: number;
};

export type FollowUpPage = {
  counts: { today: number; overdue: number };
  items: Dm[];
  nextCursor: string | null;
};
