import type { GoalRule } from '../domain/goal';
import type { Dm } from './dm';

/**
 * The Log Meeting dialog looks back this far and lists at most this many DMs (docs/product.md,
 * Constants).
 */
export const CANDIDATE_LOOKBACK_DAYS = 30;
export const CANDIDATE_LIMIT = 20;

/**
 * One setter's numbers for the day (docs/decisions/0132-prospects.md): `dmsSent` is what counts
 * toward the goal (new DMs, or every DM where the community counts follow-ups), beside new DMs and
 * follow-ups apart; `replied` is how many of today's new prospects replied; `responses` and
 * `meetings` are the replies and meetings logged today.
 */
export type SetterToday = {
  setterName: string;
  dmsSent: number;
  newDms: number;
  followUps: number;
  replied: number;
  responses: number;
  meetings: number;
};

/** Everything the dashboard's Today's DM Progress card needs, in one answer. */
export type TrackerToday = {
  /** The member's local day, YYYY-MM-DD, in `timeZone` (docs/decisions/0105-local-days.md). */
  day: string;
  timeZone: string;
  soloMode: boolean;
  settersCount: number;
  /** Today's goal, as goal_history and the community's rule give it. */
  goal: number;
  /** The community's rule and the member's own goal, to move the goal at once on a mode change. */
  goalRule: GoalRule;
  personalGoal: number | null;
  /**
   * The day's DMs that count toward the goal, new DMs and follow-ups apart, replies and meetings
   * logged in the local day (docs/decisions/0002-derived-counters.md, 0132-prospects.md).
   */
  dmsSent: number;
  newDms: number;
  followUps: number;
  /** Whether the community counts follow-ups toward the goal (else only new DMs count). */
  followUpsCount: boolean;
  responses: number;
  meetings: number;
  /** Of today's new prospects, how many replied, and that share (prospectRate; null: none). */
  replied: number;
  replyRate: number | null;
  setters: SetterToday[];
  /** Whether today's goal confetti has fired already (it fires once per local day). */
  celebrated: boolean;
};

/**
 * A DM offered in the Log Reply / Log Meeting dialogs: a prospect's first DM (where its reply and
 * meeting are kept). Log Reply's carry the prospect's latest DM (`sentAt`, its profile) and how
 * many follow-ups it had.
 */
export type Candidate = Pick<
  Dm,
  'id' | 'prospectName' | 'companyName' | 'platform' | 'setterName' | 'profileUrl' | 'sentAt'
> & { responseAt: string | null; followUps?: number };

/**
 * The dialog's list, a page at a time: Log Reply's `nextCursor` is the next page of the prospects
 * still waiting for a reply (null: the last); Log Meeting's list is one page (always null).
 */
export type CandidatesResponse = { dms: Candidate[]; nextCursor: string | null };

/** Log Reply lists this many prospects a page. */
export const REPLY_CANDIDATES_PAGE = 20;

export type CelebrateResponse = {
  day: string;
  /** True only for the call that recorded today's celebration: the client fires confetti then. */
  first: boolean;
};

export const NO_REPLY_CANDIDATES = 'No recent DMs found without responses';
export const NO_MEETING_CANDIDATES = 'No prospects with replies available for meeting booking';
export const NO_SETTERS_HINT =
  'No setters found. Add setters under Team Management in the Logs Manager.';
export const PROFILE_URL_HINT = 'LinkedIn, X, Instagram or Facebook URL';
export const PROFILE_URL_PLACEHOLDER = 'https://linkedin.com/in/username';
/** Under 'Platform (for a @handle)' while a bare handle waits for its platform. */
export const PICK_PLATFORM_HINT = 'Pick the platform this handle is on.';
/** Paste found no profile link or handle in the copied text; nothing is filled in. */
export const NO_PROFILE_PASTED = {
  title: 'No profile found',
  message:
    'The copied text has no profile link or @handle. Copy the profile’s address and try again.',
} as const;

export const FAILED = {
  dm: 'Failed to log DM. Please try again.',
  reply: 'Failed to log reply. Please try again.',
  meeting: 'Failed to log meeting. Please try again.',
} as const;
