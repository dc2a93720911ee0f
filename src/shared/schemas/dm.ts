import { z } from 'zod';
import type { Platform } from '../domain/platform';
import { handlePlatforms } from '../domain/prospect-input';
import { parseScriptUsed } from '../domain/script-used';
import type { DmId, ProspectId } from './ids';

/**
 * Log DM: the URL (or a handle with its platform) is checked by parseProspect on both sides,
 * with the spec's toasts. A repeat is recognised by the request's Idempotency-Key header.
 */
export const logDmInput = z.strictObject({
  profileUrl: z.string().max(10_000),
  platform: z.enum(handlePlatforms).optional(),
  setterName: z.string().trim().max(60).optional(),
  /** Which script was used (src/shared/domain/script-used.ts); never required ('' is none). */
  scriptUsed: z
    .string()
    .max(120)
    .refine((key) => key === '' || parseScriptUsed(key) !== null, 'Unknown script')
    .optional(),
  /**
   * A profile not messaged before joins this prospect instead of making a new one (the same
   * person on another platform, docs/decisions/0132-prospects.md).
   */
  prospectId: z.uuid('Choose a prospect').optional(),
});
export type LogDmInput = z.infer<typeof logDmInput>;

/** The duplicate pre-check, asked while the member types: which profile, messaged when. */
export const dmLookupInput = z.strictObject({
  profileUrl: z.string().max(10_000),
  platform: z.enum(handlePlatforms).optional(),
});
/** The prospect a profile belongs to, as Log DM shows it before anything is counted. */
export type ProspectGlance = {
  id: ProspectId;
  name: string;
  companyName: string;
  /** DMs sent so far: the next one is follow-up number `touches`. */
  touches: number;
  firstDmAt: string;
  lastTouchAt: string;
  repliedAt: string | null;
};

export type DmLookup = {
  profile: { url: string; platform: Platform; name: string };
  /** The profile was messaged before: the DM will be a follow-up to this prospect. */
  prospect: ProspectGlance | null;
  /** A new profile: prospects whose name matches, to attach it to one of them instead. */
  nameMatches: ProspectGlance[];
  previouslySentAt: string | null;
};

/** How long a log may have waited on a device without a connection and still be dated back. */
export const MAX_QUEUED_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Every log may carry a uuid made on the device (a repeat answers with the first answer) and,
 * when it waited on the device without a connection, for how long: it counts on the day it was
 * made, not the day it reached the server. A duration, not a time, so a device clock that is
 * off by hours cannot move it (docs/decisions/0120-log-where-sent.md).
 */
export const logHeaders = z.object({
  'idempotency-key': z.uuid('Idempotency-Key must be a UUID').optional(),
  'queued-for-ms': z.coerce
    .number('Queued-For-Ms must be a number of milliseconds')
    .int('Queued-For-Ms must be a whole number of milliseconds')
    .min(0, 'Queued-For-Ms cannot be negative')
    .max(MAX_QUEUED_FOR_MS, 'A log can wait on a device for 30 days at most')
    .optional(),
});

/**
 * Log DM's headers: a log's, and, when the member's bookmarklet logs at once, their share key,
 * the proof that they started it (docs/product.md §4.17). A wrong key answers 403.
 */
export const logDmHeaders = logHeaders.extend({
  'share-key': z.string().min(1).max(64, 'Share-Key is too long').optional(),
});

/** The member's share key, for the bookmarklet Settings builds. */
export type ShareKeyResponse = { key: string };

export const editDmInput = z
  .strictObject({
    prospectName: z.string().trim().min(1, 'Enter a prospect name').max(120).optional(),
    companyName: z.string().trim().max(120).optional(),
    notes: z.string().max(5000).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');
export type EditDmInput = z.infer<typeof editDmInput>;

export type Dm = {
  id: DmId;
  prospectName: string;
  companyName: string;
  platform: Platform;
  scriptType: string;
  setterName: string;
  profileUrl: string;
  sentAt: string;
  responseReceived: boolean;
  responseAt: string | null;
  meetingBooked: boolean;
  meetingAt: string | null;
  notes: string;
  /** A later DM to a prospect already messaged (docs/decisions/0132-prospects.md). */
  followUp: boolean;
};

export type LogDmResult = {
  dm: Dm;
  /** The prospect the DM went to, after it (touches includes it). */
  prospect: ProspectGlance;
  /** The follow-up's number (1 = the first follow-up), or null for a new DM. */
  followUp: number | null;
  /**
   * The profile was already messaged: the earlier DM's date, as a warning
   * (docs/decisions/0109-profile-urls.md).
   */
  previouslySentAt: string | null;
};
