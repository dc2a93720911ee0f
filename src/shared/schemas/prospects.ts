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

/** Matches are counted up to a cap, so a broad search never counts 100,000 rows. */
export const MATCH_COUNT_CAP = 10_000;

export type ProspectPage = {
  items: Dm[];
  nextCursor: string | null;
  matches: { count: number; capped: boolean };
};

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
