import type { GoalRule } from '../domain/goal';
import type { Dm } from './dm';

/**
 * Reply and meeting dialogs look back this far and list at most this many DMs (docs/product.md,
 * Constants).
 */
export const CANDIDATE_LOOKBACK_DAYS = 30;
export const CANDIDATE_LIMIT = 20;

/** One setter's numbers for the day: DMs sent, replies and meetings. */
export type SetterToday = {
  setterName: string;
  dmsSent: number;
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
  /** DMs sent, replies and meetings logged in the local day (docs/decisions/0002-derived-counters.md). */
  dmsSent: number;
  responses: number;
  meetings: number;
  /** responses / dmsSent in percent; the client shows one decimal. */
  responseRate: number;
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
