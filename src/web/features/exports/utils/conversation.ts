import {
  FOLLOW_UP_GAP_MS,
  MAX_EXPORT_FOLLOW_UPS,
} from '../../../../shared/domain/export-follow-ups';

/**
 * What an export tells about one conversation (docs/decisions/0136-platform-exports.md): the
 * facts the server receives, plus the member's first message text, which stays on the device
 * (script matching).
 */
export type ExportPlatform = 'instagram' | 'facebook' | 'linkedin' | 'twitter';

export type ConversationFacts = {
  platform: ExportPlatform;
  /** The profile key (parseProfileUrl's), or `<platform>-name:` / `twitter-id:` for the rest. */
  counterpart: string;
  /** The canonical profile URL when the export names one, else null (the member matches it). */
  profileUrl: string | null;
  displayName: string;
  /** The member wrote first: a DM they sent. Otherwise listed apart, never counted. */
  memberStarted: boolean;
  /** The member's first message (ISO), null when they never wrote. */
  firstSentAt: string | null;
  /** The counterpart's first real reply after it (ISO). */
  firstReplyAt: string | null;
  sentCount: number;
  receivedCount: number;
  /** Reactions on the member's messages (a like is not a reply). */
  reactionCount: number;
  /** From the message requests folder. */
  request: boolean;
  /** The script the first message matched on the device, if any. */
  scriptUsed?: string | null;
  /** The member's later messages (follow-ups), in minutes after firstSentAt. */
  followUps: number[];
};

export type DeviceConversation = ConversationFacts & { firstText: string | null };

/** What the server receives: the facts, never the text. */
export const factsOnly = (conversations: readonly DeviceConversation[]): ConversationFacts[] =>
  conversations.map(({ firstText: _text, ...facts }) => facts);

/** One message as a reader sees it. */
export type ReadMessage = {
  fromMember: boolean;
  at: number;
  /** 'system': a line the platform wrote (likes, calls, themes, unsent); never a reply. */
  kind: 'message' | 'system' | 'reaction';
  text: string | null;
};

export type Counterpart = Pick<
  ConversationFacts,
  'platform' | 'counterpart' | 'profileUrl' | 'displayName' | 'request'
>;

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/**
 * The member's later messages as follow-ups, in whole minutes after their first: a message
 * written within 12 hours of the last one kept belongs to that touch (a DM split over lines), and
 * at most MAX_EXPORT_FOLLOW_UPS are kept, the earliest. `later` is in time order.
 */
function followUpMinutes(first: number, later: readonly number[]): number[] {
  const minutes: number[] = [];
  let last = first;
  for (const at of later) {
    if (minutes.length === MAX_EXPORT_FOLLOW_UPS) break;
    if (at - last < FOLLOW_UP_GAP_MS) continue;
    minutes.push(Math.floor((at - first) / 60_000));
    last = at;
  }
  return minutes;
}

/** The facts of one two-person conversation from its messages, in any order; null if empty. */
export function conversationFacts(
  who: Counterpart,
  messages: readonly ReadMessage[],
  extraReactions = 0,
): DeviceConversation | null {
  const ordered = messages
    .filter((message) => Number.isFinite(message.at))
    .sort((a, b) => a.at - b.at);
  const real = ordered.filter((message) => message.kind === 'message');
  if (real.length === 0) return null;
  const firstMine = real.find((message) => message.fromMember) ?? null;
  const firstReply = firstMine
    ? (real.find((message) => !message.fromMember && message.at >= firstMine.at) ?? null)
    : null;
  return {
    ...who,
    memberStarted: real[0].fromMember,
    firstSentAt: iso(firstMine?.at ?? null),
    firstReplyAt: iso(firstReply?.at ?? null),
    sentCount: real.filter((message) => message.fromMember).length,
    receivedCount: real.filter((message) => !message.fromMember).length,
    reactionCount:
      extraReactions + ordered.filter((m) => m.kind === 'reaction' && !m.fromMember).length,
    followUps: firstMine
      ? followUpMinutes(
          firstMine.at,
          real.filter((m) => m.fromMember && m.at > firstMine.at).map((m) => m.at),
        )
      : [],
    firstText: firstMine?.text ?? null,
  };
}

/** Joins two reads of one counterpart (LinkedIn's invitation and its messages). */
export function mergeConversations(
  a: DeviceConversation,
  b: DeviceConversation,
): DeviceConversation {
  const [early, late] =
    (a.firstSentAt ?? '\uffff') <= (b.firstSentAt ?? '\uffff') ? [a, b] : [b, a];
  const replies = [a.firstReplyAt, b.firstReplyAt].filter((at): at is string => at !== null);
  const first = early.firstSentAt === null ? null : Date.parse(early.firstSentAt);
  const times = (c: DeviceConversation) => {
    const start = c.firstSentAt === null ? null : Date.parse(c.firstSentAt);
    if (start === null) return [];
    return [...(c === early ? [] : [start]), ...c.followUps.map((m) => start + m * 60_000)];
  };
  return {
    ...early,
    displayName: early.displayName || late.displayName,
    memberStarted: a.memberStarted || b.memberStarted,
    firstReplyAt: replies.length ? replies.sort()[0] : null,
    sentCount: a.sentCount + b.sentCount,
    receivedCount: a.receivedCount + b.receivedCount,
    reactionCount: a.reactionCount + b.reactionCount,
    followUps:
      first === null
        ? []
        : followUpMinutes(
            first,
            [...times(a), ...times(b)].filter((at) => at > first).sort((x, y) => x - y),
          ),
    firstText: early.firstText ?? late.firstText,
  };
}
