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
  return {
    ...early,
    displayName: early.displayName || late.displayName,
    memberStarted: a.memberStarted || b.memberStarted,
    firstReplyAt: replies.length ? replies.sort()[0] : null,
    sentCount: a.sentCount + b.sentCount,
    receivedCount: a.receivedCount + b.receivedCount,
    reactionCount: a.reactionCount + b.reactionCount,
    firstText: early.firstText ?? late.firstText,
  };
}
