import type { GoalRule } from '../domain/goal';
import type { Dm } from './dm';

/**
 * Reply and meeting dialogs look back this far and list at most this many DMs (docs/product.md,
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

/** A DM offered in the Log Reply / Log Meeting dialogs. */
export type Candidate = Pick<
  Dm,
  'id' | 'prospectName' | 'companyName' | 'platform' | 'setterName' | 'profileUrl' | 'sentAt'
> & { responseAt: string | null };

export type CandidatesResponse = { dms: Candidate[] };

export type CelebrateResponse = {
  day: string;
  /** True only for the call that recorded today's celebration: the client fires confetti then. */
  first: boolean;
};

export const SELECT_DM_FOR_REPLY = {
  title: 'Select DM',
  message: 'Please select which DM received a reply.',
} as const;
export const SELECT_DM_FOR_MEETING = {
  title: 'Select DM',
  message: 'Please select which prospect booked a meeting.',
} as const;
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
