import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import type { PageCheck, TabMessage } from '../lib/messages';
import { PLATFORM_NAMES } from '../lib/platforms';

const VERDICTS: Record<PageCheck['verdict'], string> = {
  ready: 'Ready: DMs and replies in this conversation are noticed.',
  'unknown-markup':
    'This page’s layout is not one DM Sprint knows, so nothing is logged here. Your coach can update the detectors.',
  'no-conversation': 'Open a conversation, then check again.',
  locked: 'X Chat is locked (PIN screen): DM Sprint never reads it. Unlock it first.',
  'not-messaging': 'Not a messaging page: DM Sprint reads nothing here.',
};

const LISTS: Record<string, string> = {
  conversation: 'The conversation',
  message: 'Its messages',
  outgoing: 'Your messages',
  incoming: 'Their messages',
  messageId: 'The platform’s message ids',
  profileLink: 'Their profile',
  composer: 'Where you write',
};

/**
 * The page to check: the active tab under the toolbar popup; when the popup was opened in a tab
 * of its own, the tab the member was on last.
 */
async function pageTab(): Promise<chrome.tabs.Tab | undefined> {
  const own = await chrome.tabs.getCurrent();
  if (!own) return (await chrome.tabs.query({ active: true, currentWindow: true }))[0];
  const others = (await chrome.tabs.query({})).filter((tab) => tab.id !== own.id);
  return others.toSorted((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
}

/** "Check this page": which signals work on the open tab, as its content script finds them. */
export function PageCheckView() {
  const [check, setCheck] = useState<PageCheck | 'elsewhere' | null>(null);

  async function run() {
    const tab = await pageTab();
    const answer =
      tab?.id === undefined
        ? undefined
        : await chrome.tabs
            .sendMessage<TabMessage, PageCheck | undefined>(tab.id, { type: 'check-page' })
            .catch(() => undefined);
    setCheck(answer ?? 'elsewhere');
  }

  return (
    <section aria-labelledby="check-heading" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="check-heading" className="text-sm font-semibold">
          This page
        </h2>
        <Button size="sm" variant="outline" onClick={() => void run()}>
          Check this page
        </Button>
      </div>
      {check === 'elsewhere' ? (
        <p className="text-sm text-muted-foreground" role="status">
          DM Sprint reads only the messages of LinkedIn, Instagram, X and Facebook.
        </p>
      ) : check ? (
        <div className="grid gap-2 text-sm" role="status" data-testid="page-check">
          <p>
            <span className="font-medium">{PLATFORM_NAMES[check.platform]}</span> ·{' '}
            {VERDICTS[check.verdict]}
          </p>
          {check.lists.length > 0 ? (
            <ul className="grid gap-0.5 text-muted-foreground">
              {check.lists.map((entry) => (
                <li key={entry.list}>
                  {LISTS[entry.list] ?? entry.list}:{' '}
                  {entry.candidate === null ? 'not found' : `found (${entry.count})`}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-muted-foreground">
            {check.sendReceipts
              ? `Sends are confirmed by ${PLATFORM_NAMES[check.platform]}’s own answer (${check.receiptsSeen} seen on this page): it can log by itself.`
              : 'Only the page can be read here: each DM waits for your click.'}{' '}
            Detectors: {check.edition}.
          </p>
        </div>
      ) : null}
    </section>
  );
}
