import type { HandlePlatform } from '@/shared/domain/prospect-input';
import type { PlatformDetectors } from '@/shared/extension/detectors';
import type { ListCheck, PageCheck, PageVerdict } from '../lib/messages';
import { firstMatching, matchesAny, messageIdOf, pathMatches, threadIdOf } from './dom-lists';
import { profileOfConversation } from './profile-link';

type CheckInput = {
  platform: HandlePlatform;
  detectors: PlatformDetectors;
  edition: string;
  document: Document;
  receiptsSeen: number;
  sendReceipts: boolean;
};

/**
 * "Check this page": which of the platform's lists find their element on the open page, and
 * what follows: ready, a layout the detectors do not know (nothing is logged), no conversation
 * open, X Chat's PIN screen (never read), or not a messaging page.
 */
export function checkPage(input: CheckInput): PageCheck {
  const { platform, detectors, document } = input;
  const { pathname, origin } = document.defaultView!.location;
  const base = {
    platform,
    edition: input.edition,
    sendReceipts: input.sendReceipts,
    receiptsSeen: input.receiptsSeen,
  };
  const verdictOnly = (verdict: PageVerdict): PageCheck => ({
    ...base,
    verdict,
    lists: [],
    profileFound: false,
  });
  if (pathMatches(pathname, detectors.neverPages)) return verdictOnly('locked');
  if (!pathMatches(pathname, detectors.pages)) return verdictOnly('not-messaging');

  const conversations = firstMatching(document, detectors.conversation);
  const conversation = conversations.elements[0];
  const messages = conversation
    ? firstMatching(conversation, detectors.message)
    : { candidate: null, elements: [] };
  const indexOf = (candidates: readonly string[]) => {
    const index = candidates.findIndex((candidate) =>
      messages.elements.some((item) => matchesAny(item, [candidate])),
    );
    return index === -1 ? null : index;
  };
  const countOf = (candidates: readonly string[]) =>
    messages.elements.filter((item) => matchesAny(item, candidates)).length;
  const withIds = messages.elements.filter(
    (item) => messageIdOf(item, detectors.messageIdAttribute) !== null,
  ).length;
  const profileLinks = firstMatching(conversation ?? document, detectors.profileLink);
  const lists: ListCheck[] = [
    { list: 'conversation', ...summary(conversations) },
    { list: 'message', ...summary(messages) },
    {
      list: 'outgoing',
      candidate: indexOf(detectors.outgoing),
      count: countOf(detectors.outgoing),
    },
    {
      list: 'incoming',
      candidate: indexOf(detectors.incoming),
      count: countOf(detectors.incoming),
    },
    { list: 'messageId', candidate: withIds > 0 ? 0 : null, count: withIds },
    { list: 'profileLink', ...summary(profileLinks) },
    { list: 'composer', ...summary(firstMatching(document, detectors.composer)) },
  ];
  const profileFound =
    conversation !== undefined &&
    profileOfConversation(conversation, detectors.profileLink, origin, platform) !== null;
  const threadOpen = threadIdOf(pathname, detectors.threadInPath) !== null;
  const known =
    conversation !== undefined &&
    messages.elements.length > 0 &&
    (countOf(detectors.outgoing) > 0 || countOf(detectors.incoming) > 0);
  const verdict: PageVerdict = known
    ? 'ready'
    : threadOpen || conversation !== undefined
      ? 'unknown-markup'
      : 'no-conversation';
  return { ...base, verdict, lists, profileFound };
}

const summary = ({ candidate, elements }: { candidate: number | null; elements: Element[] }) => ({
  candidate,
  count: elements.length,
});
