import { describe, expect, it } from 'vitest';
import type { HandlePlatform } from '@/shared/domain/prospect-input';
import { DEFAULT_DETECTORS } from '@/shared/extension/default-detectors';
import type { Detected } from '../lib/messages';
import { appendFixtureMessage } from '../../fixtures/fixture-page';
import { loadFixture, moveTo } from '../test-support/load-fixture';
import { createConversationReader } from './conversation-reader';

const PAGES: Record<
  HandlePlatform,
  { fixture: string; url: string; profile: string; ids: boolean }
> = {
  linkedin: {
    fixture: 'linkedin-thread-2026-07-31.html',
    url: 'https://www.linkedin.com/messaging/thread/2-Rml4dHVyZVRocmVhZA==/',
    profile: 'https://www.linkedin.com/in/jordan-example-1a2b3c',
    ids: true,
  },
  instagram: {
    fixture: 'instagram-thread-2026-04-30.html',
    url: 'https://www.instagram.com/direct/t/340282366841710300949128100000000001/',
    profile: 'https://www.instagram.com/nina.creates',
    ids: false,
  },
  twitter: {
    fixture: 'x-chat-thread-2026-06-30.html',
    url: 'https://x.com/i/chat/1790000000000000001-1790000000000000002',
    profile: 'https://x.com/jordan_example',
    ids: false,
  },
  facebook: {
    fixture: 'facebook-thread-2026-04-30.html',
    url: 'https://www.facebook.com/messages/e2ee/t/7000000000000001/',
    profile: 'https://www.facebook.com/jordan.example',
    ids: false,
  },
};

function open(
  platform: HandlePlatform,
  fixture = PAGES[platform].fixture,
  url = PAGES[platform].url,
  /** Changes the page before the reader first sees it. */
  before: (document: Document) => void = () => undefined,
) {
  const page = loadFixture(fixture, url);
  before(page.document);
  const reported: Detected[] = [];
  const reader = createConversationReader({
    platform,
    detectors: DEFAULT_DETECTORS.platforms[platform],
    document: page.document,
    report: (event) => reported.push(event),
    now: () => 1_785_830_400_000,
  });
  reader.read();
  return { ...page, reader, reported };
}

describe.each(Object.keys(PAGES) as HandlePlatform[])('the %s reader', (platform) => {
  const { profile, ids } = PAGES[platform];

  it('takes what the conversation shows when it opens for history', () => {
    const { reader, reported } = open(platform);
    reader.read();
    expect(reported).toEqual([]);
  });

  it('reports a message the member sends, with the profile from the conversation', () => {
    const { document, reader, reported } = open(platform);
    appendFixtureMessage(document, 'outgoing', 'urn:li:msg_message:(new-1)');
    reader.read();
    reader.read();
    expect(reported).toEqual([
      expect.objectContaining({
        platform,
        kind: 'sent',
        signal: 'page',
        profileUrl: profile,
        messageId: ids ? 'urn:li:msg_message:(new-1)' : null,
        at: 1_785_830_400_000,
      }),
    ]);
  });

  it('reports a message the other person writes as received', () => {
    const { document, reader, reported } = open(platform);
    appendFixtureMessage(document, 'incoming', 'urn:li:msg_message:(reply-1)');
    reader.read();
    expect(reported.map((event) => [event.kind, event.profileUrl])).toEqual([
      ['received', profile],
    ]);
  });

  it('never reports an older message loaded above the newest one', () => {
    const { document, reader, reported } = open(platform);
    appendFixtureMessage(document, 'incoming', 'urn:li:msg_message:(older-1)', { at: 'start' });
    reader.read();
    expect(reported).toEqual([]);
  });

  it('reports nothing it reads as text: only who, where and when', () => {
    const { document, reader, reported } = open(platform);
    appendFixtureMessage(document, 'outgoing', 'urn:li:msg_message:(new-2)');
    reader.read();
    expect(JSON.stringify(reported)).not.toContain('(a new message');
    expect(Object.keys(reported[0]).sort()).toEqual(
      ['at', 'kind', 'messageId', 'platform', 'profileUrl', 'signal', 'threadId'].sort(),
    );
  });
});

describe('the reader on a single-page site', () => {
  it('starts a new history when the page moves to another conversation', () => {
    const { window, document, reader, reported } = open('linkedin');
    moveTo(window, 'https://www.linkedin.com/messaging/thread/2-T3RoZXJUaHJlYWQ=/');
    reader.read();
    expect(reported).toEqual([]);
    appendFixtureMessage(document, 'incoming', 'urn:li:msg_message:(other-thread-1)');
    reader.read();
    expect(reported.map((event) => [event.kind, event.threadId])).toEqual([
      ['received', '2-T3RoZXJUaHJlYWQ='],
    ]);
  });

  it('reads nothing outside the messaging pages', () => {
    const { window, document, reader, reported } = open('linkedin');
    moveTo(window, 'https://www.linkedin.com/feed/');
    appendFixtureMessage(document, 'incoming', 'urn:li:msg_message:(feed-1)');
    reader.read();
    expect(reported).toEqual([]);
  });

  it('waits while a message is still being sent, then reports it once', () => {
    const { document, reader, reported } = open('linkedin');
    const message = appendFixtureMessage(document, 'outgoing', 'urn:li:msg_message:(pending-1)');
    const item = message.querySelector('.msg-s-event-listitem')!;
    item.classList.add('msg-s-event-listitem__pending');
    reader.read();
    expect(reported).toEqual([]);
    item.classList.remove('msg-s-event-listitem__pending');
    reader.read();
    reader.read();
    expect(reported.map((event) => event.messageId)).toEqual(['urn:li:msg_message:(pending-1)']);
  });

  it('does not report a message the page draws again under the same id', () => {
    const { document, reader, reported } = open('linkedin');
    const message = appendFixtureMessage(document, 'outgoing', 'urn:li:msg_message:(redrawn-1)');
    reader.read();
    message.remove();
    appendFixtureMessage(document, 'outgoing', 'urn:li:msg_message:(redrawn-1)');
    reader.read();
    expect(reported).toHaveLength(1);
  });

  it('counts a new conversation’s first message as sent only right after the member sent it', () => {
    const empty = (fixtureDocument: Document) =>
      fixtureDocument.querySelector('[data-fixture-list]')!.replaceChildren();
    const { fixture, url } = PAGES.twitter;
    const sent = open('twitter', fixture, url, empty);
    const fresh = open('twitter', fixture, url, empty);
    sent.reader.noteSendAction(
      sent.document.querySelector('[data-testid="dm-composer-textarea"]'),
      'enter',
    );
    for (const page of [sent, fresh]) {
      appendFixtureMessage(page.document, 'outgoing', 'first');
      page.reader.read();
    }
    expect(sent.reported.map((event) => event.kind)).toEqual(['sent']);
    // Without the member's send, what a conversation first shows is its history loading.
    expect(fresh.reported).toEqual([]);
  });

  it('asks rather than guesses when a message is neither the member’s nor the other’s', () => {
    const { document, reader, reported } = open('twitter');
    document
      .querySelector('[data-fixture-list]')!
      .insertAdjacentHTML('beforeend', '<li><div class="flex">(centered)</div></li>');
    reader.read();
    expect(reported.map((event) => event.kind)).toEqual(['unclear']);
  });

  it('reports no profile when the page links to none with a handle', () => {
    const { document, reader, reported } = open('facebook');
    for (const link of document.querySelectorAll('a[href]')) {
      link.setAttribute('href', 'https://www.facebook.com/profile.php?id=7000000000000001');
    }
    appendFixtureMessage(document, 'outgoing', 'x');
    reader.read();
    expect(reported.map((event) => event.profileUrl)).toEqual([null]);
  });

  it('finds nothing on a page whose markup it does not know', () => {
    const { document, reader, reported } = open(
      'linkedin',
      'linkedin-unknown-markup-2027-01-15.html',
      PAGES.linkedin.url,
    );
    appendFixtureMessage(document, 'outgoing', 'x');
    appendFixtureMessage(document, 'incoming', 'y');
    reader.read();
    expect(reported).toEqual([]);
  });
});

describe('LinkedIn’s message overlay on a profile page', () => {
  const overlay = () =>
    open(
      'linkedin',
      'linkedin-profile-overlay-2026-07-31.html',
      'https://www.linkedin.com/in/jordan-example-1a2b3c/',
    );

  it('reports the first message of a new conversation with the overlay’s person', () => {
    const { document, reader, reported } = overlay();
    reader.noteSendAction(document.querySelector('.msg-form__send-button'), 'click');
    appendFixtureMessage(document, 'outgoing', 'urn:li:msg_message:(first-1)');
    reader.read();
    expect(reported).toEqual([
      expect.objectContaining({
        kind: 'sent',
        threadId: null,
        messageId: 'urn:li:msg_message:(first-1)',
        profileUrl: PAGES.linkedin.profile,
      }),
    ]);
  });

  it('gives a send receipt without a conversation to the overlay that shows its message', () => {
    const { document, reader } = overlay();
    expect(reader.profileFor('urn:li:msg_message:(first-2)', null)).toBeNull();
    appendFixtureMessage(document, 'outgoing', 'urn:li:msg_message:(first-2)');
    expect(reader.profileFor('urn:li:msg_message:(first-2)', null)).toBe(PAGES.linkedin.profile);
  });
});

describe('profileFor: whose conversation a send receipt belongs to', () => {
  it('finds the conversation that shows the message', () => {
    const { document, reader } = open('linkedin');
    appendFixtureMessage(document, 'outgoing', 'urn:li:msg_message:(receipt-1)');
    expect(reader.profileFor('urn:li:msg_message:(receipt-1)', null)).toBe(PAGES.linkedin.profile);
  });

  it('takes the open conversation when the receipt names its thread, never another', () => {
    const { reader } = open('instagram');
    expect(reader.profileFor('mid.1', '340282366841710300949128100000000001')).toBe(
      PAGES.instagram.profile,
    );
    expect(reader.profileFor('mid.1', '340282366841710300949128199999999999')).toBeNull();
    expect(reader.profileFor('mid.1', null)).toBeNull();
  });
});
