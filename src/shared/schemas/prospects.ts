import { z } from 'zod';
import {
  followUpGroups,
  platformFilters,
  statusFilters,
  type PipelineStatus,
} from '../domain/pipeline';
import { cursor, day, pageLimit, searchText } from './logs';
import type { Platform } from '../domain/platform';
import type { DmId, ProspectId } from './ids';

/** A prospect list's cursor: the last item's last touch (microseconds, UTC) and id, as logs'. */
const prospectCursor = cursor;

export const prospectsQuery = z.strictObject({
  q: searchText,
  status: z.enum(statusFilters).optional(),
  platform: z.enum(platformFilters).optional(),
  cursor: prospectCursor,
  limit: pageLimit,
});
export type ProspectsQuery = z.infer<typeof prospectsQuery>;

export const followUpsQuery = z.strictObject({
  group: z.enum(followUpGroups),
  cursor: prospectCursor,
  limit: pageLimit,
});

/** A follow-up cadence: the days after the first DM of each follow-up, rising, at most 10. */
export const cadence = z
  .array(
    z
      .number({ error: 'A follow-up day must be a number' })
      .int('A follow-up day must be a whole number')
      .min(1, 'A follow-up day must be at least day 1')
      .max(365, 'A follow-up day must be at most day 365'),
  )
  .min(1, 'Add at least one follow-up day')
  .max(10, 'At most 10 follow-ups')
  .refine(
    (days) => days.every((value, index) => index === 0 || value > days[index - 1]),
    'Each follow-up day must come after the one before',
  );

export const editProspectInput = z
  .strictObject({
    name: z.string().trim().min(1, 'Enter a prospect name').max(120).optional(),
    companyName: z.string().trim().max(120).optional(),
    notes: z.string().max(5000).optional(),
    /** The prospect's own cadence; null follows the community's again. */
    cadence: cadence.nullable().optional(),
    /** No follow-up before this local day; null ends the snooze. */
    snoozedUntil: day.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');
export type EditProspectInput = z.infer<typeof editProspectInput>;

export const mergeInput = z.strictObject({
  /** The prospect that is the same person: its profiles and DMs join this one. */
  from: z.uuid('Choose a prospect to merge').transform((id) => id as ProspectId),
});

export type ProspectProfile = { platform: Platform; profileUrl: string };

export type ProspectStatus = PipelineStatus;

export type Prospect = {
  id: ProspectId;
  name: string;
  companyName: string;
  notes: string;
  profiles: ProspectProfile[];
  /** The first DM: Log Reply and Log Meeting act on it (a prospect replies once). */
  firstDmId: DmId;
  setterName: string;
  firstDmAt: string;
  lastTouchAt: string;
  /** DMs sent: the first plus its follow-ups. */
  touches: number;
  repliedAt: string | null;
  meetingAt: string | null;
  status: ProspectStatus;
  /** The local day the next follow-up is due; null when none is (replied, closed, cadence done). */
  nextFollowUp: string | null;
  /** The prospect's own cadence, or null for the community's (`cadenceInForce`). */
  cadence: number[] | null;
  cadenceInForce: number[];
  snoozedUntil: string | null;
};

export type TimelineEvent = {
  kind: 'first_dm' | 'follow_up' | 'reply' | 'meeting';
  at: string;
  dmId: DmId;
  /** For a DM: its number (1 = the first DM, 2 = follow-up 1, …). */
  number: number | null;
  platform: Platform;
  profileUrl: string;
  setterName: string;
  scriptUsed: string | null;
  notes: string;
};

export type MergeSuggestion = {
  id: ProspectId;
  name: string;
  companyName: string;
  profiles: ProspectProfile[];
  reason: 'same_name' | 'same_company';
};

export type ProspectDetails = {
  prospect: Prospect;
  timeline: TimelineEvent[];
  suggestions: MergeSuggestion[];
  /** The community's cadence, shown beside a prospect's own. */
  communityCadence: number[];
};

/**
 * One page of matches. No total: counting a broad filter means reading every matching row, which a
 * page of 25 never needs (docs/decisions/0118-prospect-search.md). The stat cards carry the totals.
 */
export type ProspectPage = { items: Prospect[]; nextCursor: string | null };

/**
 * The Prospect Tracker's cards: people, not DMs. Rates are of the prospects first messaged in
 * the stated period (src/shared/domain/rates.ts); this week is today and the six days before.
 */
export type ProspectStats = {
  prospects: number;
  replied: number;
  meetings: number;
  thisWeek: number;
  replyRate: number | null;
  meetingRate: number | null;
};

export type FollowUpPage = {
  counts: { today: number; overdue: number };
  items: Prospect[];
  nextCursor: string | null;
};

export type MergeResult = { prospect: Prospect; merged: { id: ProspectId; name: string } };
