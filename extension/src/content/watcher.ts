import type { PlatformDetectors } from '@/shared/extension/detectors';
import { canLogByItself } from '@/shared/extension/can-log-by-itself';
import type { ContentMessage, Detected, SendReceipt, TabMessage } from '../lib/messages';
import { platformOfHost } from '../lib/platforms';
import { createConversationReader } from './conversation-reader';
import { HOOK_EVENTS } from './hook-channel';
import { checkPage } from './page-check';

/** How long a send receipt waits for the page to show whose conversation it was. */
const RECEIPT_WAIT_MS = 3_000;
const MAX_ID_LENGTH = 300;

const isReceipt = (value: unknown): value is SendReceipt => {
  const receipt = value as SendReceipt;
  return (
    typeof receipt === 'object' &&
    receipt !== null &&
    typeof receipt.messageId === 'string' &&
    receipt.messageId.length > 0 &&
    receipt.messageId.length <= MAX_ID_LENGTH &&
    (receipt.thread === null ||
      (typeof receipt.thread === 'string' && receipt.thread.length <= MAX_ID_LENGTH))
  );
};

/**
 * The watcher: the extension's content script on the four platforms (isolated world). On a
 * messaging page it reads the conversations as they change and the send receipts the page hook
 * passes on, and tells the background what was sent or received (who, where, when). It adds
 * nothing to the page and never clicks, types or marks anything read.
 */
function start(
  platform: NonNullable<ReturnType<typeof platformOfHost>>,
  detectors: PlatformDetectors,
  edition: string,
) {
  const send = (event: Detected) =>
    void chrome.runtime.sendMessage({ type: 'detected', event } satisfies ContentMessage);
  const reader = createConversationReader({ platform, detectors, document, report: send });
  let receiptsSeen = 0;

  // Hand the page hook the send requests to look for (now, and when it says it is ready).
  const handRequests = () =>
    document.dispatchEvent(
      new CustomEvent(HOOK_EVENTS.requests, { detail: JSON.stringify(detectors.sendRequests) }),
    );
  document.addEventListener(HOOK_EVENTS.ready, handRequests);
  handRequests();

  document.addEventListener(HOOK_EVENTS.receipt, (event) => {
    let receipt: unknown;
    try {
      receipt = JSON.parse(String((event as CustomEvent<unknown>).detail));
    } catch {
      return;
    }
    if (!isReceipt(receipt) || !reader.onMessagingPage()) return;
    receiptsSeen += 1;
    const at = Date.now();
    const emit = (profileUrl: string | null) =>
      send({
        platform,
        kind: 'sent',
        signal: 'network',
        messageId: receipt.messageId,
        threadId: receipt.thread,
        profileUrl,
        at,
      });
    const found = reader.profileFor(receipt.messageId, receipt.thread);
    if (found) return emit(found);
    // The page may show the message a moment after the answer: look again as it changes.
    const observer = new MutationObserver(() => {
      const profile = reader.profileFor(receipt.messageId, receipt.thread);
      if (profile) {
        observer.disconnect();
        clearTimeout(timer);
        emit(profile);
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      emit(null);
    }, RECEIPT_WAIT_MS);
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });

  // The member's own send: Enter in the composer, or a click on send (only listened to).
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && !event.shiftKey) reader.noteSendAction(event.target, 'enter');
    },
    { capture: true, passive: true },
  );
  document.addEventListener('click', (event) => reader.noteSendAction(event.target, 'click'), {
    capture: true,
    passive: true,
  });

  let scheduled = false;
  const readSoon = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      reader.read();
    });
  };
  const startObserving = () => {
    reader.read();
    new MutationObserver(readSoon).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'aria-label', ...detectors.messageIdAttribute],
    });
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', startObserving, { once: true });
  } else {
    startObserving();
  }

  chrome.runtime.onMessage.addListener((message: TabMessage, _sender, respond) => {
    if (message.type !== 'check-page') return false;
    respond(
      checkPage({
        platform,
        detectors,
        edition,
        document,
        receiptsSeen,
        sendReceipts: canLogByItself(detectors),
      }),
    );
    return false;
  });
}

const platform = platformOfHost(location.hostname);
if (platform) {
  void chrome.runtime
    .sendMessage({ type: 'hello' } satisfies ContentMessage)
    .then((answer: { detectors: PlatformDetectors; edition: string } | undefined) => {
      if (answer) start(platform, answer.detectors, answer.edition);
    });
}
