import type { HandlePlatform } from '@/shared/domain/prospect-input';
import type { PlatformDetectors } from '@/shared/extension/detectors';
import type { Detected } from '../lib/messages';
import { firstMatching, matchesAny, messageIdOf, pathMatches, threadIdOf } from './dom-lists';
import { profileOfConversation } from './profile-link';

/** What the reader knows of one conversation on the page. */
type Conversation = {
  /** The conversation's id while it is the page's (a thread in the address), or its element's. */
  thread: string | null;
  /** Messages already accounted for: history, or reported. */
  seen: WeakSet<Element>;
  seenIds: Set<string>;
  /** New messages still being sent: reported once they are not. */
  awaiting: WeakSet<Element>;
  /** False until the conversation first shows messages: those are its history. */
  baselined: boolean;
  /** It was seen open without any message (a new conversation). */
  seenEmpty: boolean;
};

/** A conversation's first message counts as new only this soon after the member sent. */
export const SEND_ACTION_MS = 10_000;

export type ReaderOptions = {
  platform: HandlePlatform;
  detectors: PlatformDetectors;
  document: Document;
  report: (event: Detected) => void;
  now?: () => number;
};

/**
 * Reads the messaging page's conversations by the detectors' lists and reports each message that
 * arrives after the conversation opened: the member's as `sent`, the other person's as
 * `received`, one it cannot tell as `unclear`. What a conversation shows when it first shows
 * messages is history and never reported, nor is anything that appears above the newest message
 * (older messages loaded by scrolling up). It only reads: it never changes the page.
 */
export function createConversationReader({
  platform,
  detectors,
  document,
  report,
  now = Date.now,
}: ReaderOptions) {
  const conversations = new WeakMap<Element, Conversation>();
  let lastSendAction = Number.NEGATIVE_INFINITY;
  const location = document.defaultView!.location;

  const onMessagingPage = () =>
    pathMatches(location.pathname, detectors.pages) &&
    !pathMatches(location.pathname, detectors.neverPages);

  const stateOf = (element: Element, thread: string | null): Conversation => {
    const known = conversations.get(element);
    if (known && known.thread === thread) return known;
    const fresh: Conversation = {
      thread,
      seen: new WeakSet(),
      seenIds: new Set(),
      awaiting: new WeakSet(),
      baselined: false,
      seenEmpty: false,
    };
    conversations.set(element, fresh);
    return fresh;
  };

  const idOf = (item: Element) => messageIdOf(item, detectors.messageIdAttribute);
  const isSeen = (state: Conversation, item: Element) => {
    const id = idOf(item);
    return state.seen.has(item) || (id !== null && state.seenIds.has(id));
  };
  const markSeen = (state: Conversation, item: Element) => {
    state.seen.add(item);
    const id = idOf(item);
    if (id) state.seenIds.add(id);
  };

  function kindOf(item: Element): Detected['kind'] {
    const outgoing = matchesAny(item, detectors.outgoing);
    const incoming = matchesAny(item, detectors.incoming);
    if (outgoing === incoming) return 'unclear';
    return outgoing ? 'sent' : 'received';
  }

  function readConversation(element: Element, pageThread: string | null) {
    const state = stateOf(element, pageThread);
    const items = firstMatching(element, detectors.message).elements;
    if (!state.baselined) {
      if (items.length === 0) {
        state.seenEmpty = true;
        return;
      }
      state.baselined = true;
      // A new conversation's first message, just sent, is not history.
      const justSent = state.seenEmpty && now() - lastSendAction < SEND_ACTION_MS;
      if (!justSent) {
        for (const item of items) markSeen(state, item);
        return;
      }
    }
    let newest = -1;
    items.forEach((item, index) => {
      if (isSeen(state, item)) newest = index;
    });
    items.forEach((item, index) => {
      if (isSeen(state, item)) return;
      // Above the newest message already seen: an older one, loaded by scrolling up.
      if (index < newest && !state.awaiting.has(item)) {
        markSeen(state, item);
        return;
      }
      if (matchesAny(item, detectors.pending)) {
        state.awaiting.add(item);
        return;
      }
      markSeen(state, item);
      report({
        platform,
        kind: kindOf(item),
        signal: 'page',
        messageId: idOf(item),
        threadId: pageThread,
        profileUrl: profileOfConversation(
          element,
          detectors.profileLink,
          location.origin,
          platform,
        ),
        at: now(),
      });
    });
  }

  /** Looks at the page again (after it changed). */
  function read() {
    if (!onMessagingPage()) return;
    const pageThread = threadIdOf(location.pathname, detectors.threadInPath);
    for (const element of firstMatching(document, detectors.conversation).elements) {
      readConversation(element, pageThread);
    }
  }

  /** The conversation on the page that holds this message id, or the one of this thread. */
  function profileFor(messageId: string, thread: string | null): string | null {
    if (!onMessagingPage()) return null;
    const pageThread = threadIdOf(location.pathname, detectors.threadInPath);
    const conversations = firstMatching(document, detectors.conversation).elements;
    const holder = conversations.find((element) =>
      firstMatching(element, detectors.message).elements.some((item) => idOf(item) === messageId),
    );
    const sameThread =
      pageThread !== null && thread !== null && thread.includes(pageThread)
        ? conversations[0]
        : undefined;
    const conversation = holder ?? sameThread;
    return conversation
      ? profileOfConversation(conversation, detectors.profileLink, location.origin, platform)
      : null;
  }

  /** The member pressed Enter in the composer or clicked send (a listener; nothing is changed). */
  function noteSendAction(target: EventTarget | null, how: 'enter' | 'click') {
    if (!(target instanceof document.defaultView!.Element)) return;
    const lists = how === 'enter' ? detectors.composer : detectors.sendButton;
    const hit = lists.some((selector) => {
      try {
        return target.closest(selector) !== null;
      } catch {
        return false;
      }
    });
    if (hit) lastSendAction = now();
  }

  return { read, profileFor, onMessagingPage, noteSendAction };
}
