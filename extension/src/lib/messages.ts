import type { HandlePlatform } from '@/shared/domain/prospect-input';

/**
 * A message the content script saw sent or received: who (the other person's profile), where
 * (the platform and conversation) and when. Never the message's text.
 */
export type Detected = {
  platform: HandlePlatform;
  /** `unclear`: a new message the page does not say the author of (the popup asks). */
  kind: 'sent' | 'received' | 'unclear';
  /** `network`: the platform's own answer to the send; `page`: the page's markup. */
  signal: 'network' | 'page';
  /** The platform's own id for the message, where the page or the answer has one. */
  messageId: string | null;
  /** The conversation's id (from the page's address or the send request). */
  threadId: string | null;
  /** The other person's profile, or null when the page does not show it (the popup asks). */
  profileUrl: string | null;
  /** When it was seen (ms since the epoch). */
  at: number;
};

/** Which of a platform's lists match the open page ("Check this page"). */
export type ListCheck = { list: string; candidate: number | null; count: number };

export type PageVerdict =
  /** A conversation is open and every list it needs found its element. */
  | 'ready'
  /** A conversation is open but its markup is not one the detectors know: nothing is logged. */
  | 'unknown-markup'
  /** A messaging page without an open conversation. */
  | 'no-conversation'
  /** X Chat's PIN screen: never read. */
  | 'locked'
  /** Not a messaging page of the platform. */
  | 'not-messaging';

export type PageCheck = {
  platform: HandlePlatform;
  edition: string;
  verdict: PageVerdict;
  lists: ListCheck[];
  /** The platform's answer confirms sends here (the platform can log by itself). */
  sendReceipts: boolean;
  /** Send receipts seen since the page opened. */
  receiptsSeen: number;
  profileFound: boolean;
};

/** A send receipt read from the platform's answer by the page hook: ids only. */
export type SendReceipt = { messageId: string; thread: string | null };

/** Content script → background. */
export type ContentMessage = { type: 'hello' } | { type: 'detected'; event: Detected };

/** Popup → content script of the open tab. */
export type TabMessage = { type: 'check-page' };
