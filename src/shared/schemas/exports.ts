import { z } from 'zod';
import { impossibleDmTime } from '../domain/dm-dates';
import { EXPORT_PART, messagesOf } from '../domain/export-parts';
import { MAX_EXPORT_FOLLOW_UPS } from '../domain/export-follow-ups';
import { parseScriptUsed } from '../domain/script-used';
import type { DmId, ExportApplyId, ProspectId } from './ids';

/**
 * Checking the logs against a platform's own data export (docs/decisions/0136-platform-exports.md):
 * the device reads the export and sends only these facts, never a message's text.
 */
export const exportPlatforms = ['instagram', 'facebook', 'linkedin', 'twitter'] as const;
export type ExportPlatform = (typeof exportPlatforms)[number];

/** The most conversations one check reads from an export (its last step names their profiles). */
export const MAX_EXPORT_CONVERSATIONS = 10_000;

const MAX_FOLLOW_UP_MINUTES = 10 * 366 * 24 * 60;
const MINUTE_MS = 60_000;

const at = z.iso.datetime({ offset: true }).nullable();
const count = z.number().int().min(0).max(1_000_000);

export const conversationFact = z
  .strictObject({
    platform: z.enum(exportPlatforms),
    /** A profile key, or `<platform>-name:<name>` / `twitter-id:<id>`. */
    counterpart: z.string().min(1).max(300),
    profileUrl: z.string().max(2048).nullable(),
    displayName: z.string().max(200),
    memberStarted: z.boolean(),
    firstSentAt: at,
    firstReplyAt: at,
    sentCount: count,
    receivedCount: count,
    reactionCount: count,
    request: z.boolean(),
    /**
     * When the member wrote again, in minutes after firstSentAt (each a follow-up when applied, at
     * most one per local day); only the times, never the text.
     */
    followUps: z
      .array(z.number().int().min(1).max(MAX_FOLLOW_UP_MINUTES))
      .max(MAX_EXPORT_FOLLOW_UPS)
      .optional(),
    /** The script the first message matched on the device (src/shared/domain/script-match.ts). */
    scriptUsed: z
      .string()
      .max(120)
      .refine((key) => parseScriptUsed(key) !== null, 'Unknown script')
      .nullable()
      .optional(),
  })
  // A time no platform can give (before it existed, after tomorrow) is refused, the field named.
  .superRefine((fact, ctx) => {
    const now = new Date();
    const check = (at: number, path: PropertyKey[]) => {
      const why = impossibleDmTime(fact.platform, new Date(at), now);
      if (why) ctx.addIssue({ code: 'custom', message: why, path });
    };
    const sent = fact.firstSentAt === null ? null : Date.parse(fact.firstSentAt);
    if (sent !== null) check(sent, ['firstSentAt']);
    if (fact.firstReplyAt !== null) check(Date.parse(fact.firstReplyAt), ['firstReplyAt']);
    fact.followUps?.forEach((minutes, index) => {
      if (sent !== null) check(sent + minutes * MINUTE_MS, ['followUps', index]);
    });
  });
export type ConversationFact = z.infer<typeof conversationFact>;

const PART_TOO_LARGE = `Send at most ${EXPORT_PART.conversations} conversations and 2,500 messages in one part`;

/** One part of an export's conversations. */
const part = z
  .array(conversationFact)
  .max(EXPORT_PART.conversations, PART_TOO_LARGE)
  .refine(
    (facts) => facts.reduce((sum, fact) => sum + messagesOf(fact), 0) <= EXPORT_PART.messages,
    PART_TOO_LARGE,
  );

export const exportReportInput = z.strictObject({
  platform: z.enum(exportPlatforms),
  conversations: part,
});
export type ExportReportInput = z.infer<typeof exportReportInput>;

export const exportApplyInput = z.strictObject({
  platform: z.enum(exportPlatforms),
  conversations: part,
  /** The apply an earlier part of the same check made: this part adds to it (one Undo). */
  applyId: z
    .uuid('Import not found')
    .transform((id) => id as ExportApplyId)
    .optional(),
});
export type ExportApplyInput = z.infer<typeof exportApplyInput>;

/**
 * A check's last step, after its parts: the logged DMs of the export's span that it does not
 * hold (none of its profiles), and the check recorded for the coach's cohort with its totals.
 */
export const exportLoggedInput = z.strictObject({
  platform: z.enum(exportPlatforms),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  /** Every profile the parts resolved (ExportReportPart.profileKeys). */
  profileKeys: z.array(z.string().min(1).max(400)).max(MAX_EXPORT_CONVERSATIONS),
  exportedDms: z.number().int().min(0).max(MAX_EXPORT_CONVERSATIONS),
  loggedBefore: z.number().int().min(0).max(MAX_EXPORT_CONVERSATIONS),
});
export type ExportLoggedInput = z.infer<typeof exportLoggedInput>;

export const exportMatchInput = z.strictObject({
  counterpart: z.string().min(1).max(300),
  prospectId: z.uuid('Choose a prospect'),
});
export type ExportMatchInput = z.infer<typeof exportMatchInput>;

export type ExportDay = {
  day: string;
  started: number;
  logged: number;
  notLogged: number;
  replies: number;
  repliesLogged: number;
  repliesNotLogged: number;
};

export type ExportReport = {
  platform: ExportPlatform;
  from: string | null;
  to: string | null;
  days: ExportDay[];
  sentNotLogged: Array<{
    counterpart: string;
    displayName: string;
    profileUrl: string | null;
    sentAt: string;
    /** No profile URL and no remembered match: the member matches it to a prospect first. */
    needsMatch: boolean;
    /** The member's later messages in it that applying adds as follow-ups. */
    followUps: number;
  }>;
  repliedNotLogged: Array<{
    counterpart: string;
    displayName: string;
    replyAt: string;
    needsMatch: boolean;
  }>;
  loggedNotInExport: LoggedNotInExport;
  /** Conversations the other person started: listed apart, never counted. */
  theyStarted: number;
  /** Reactions and likes on the member's messages: shown, never counted as replies. */
  reactions: number;
  /** Follow-ups (later messages, one per local day) in the export, and of those not logged. */
  followUps: number;
  followUpsNotLogged: number;
};

export type LoggedNotInExport = Array<{ dmId: DmId; prospectName: string; sentAt: string }>;

/**
 * What one part of a check answers: its share of the report, the profiles it resolved, and how
 * many of its conversations the member started (exportedDms) and had logged by hand.
 */
export type ExportReportPart = Omit<ExportReport, 'loggedNotInExport'> & {
  profileKeys: string[];
  exportedDms: number;
  loggedBefore: number;
};

export type ExportApplyResult = {
  applyId: ExportApplyId | null;
  dmsAdded: number;
  repliesAdded: number;
  followUpsAdded: number;
};

export type ExportMatch = { counterpart: string; prospectId: ProspectId };

/** One apply of an export, for Undo from the Logs Manager. */
export type ExportApply = {
  id: ExportApplyId;
  platform: ExportPlatform;
  createdAt: string;
  dmsAdded: number;
  repliesAdded: number;
  followUpsAdded: number;
};
