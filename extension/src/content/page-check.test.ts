import { describe, expect, it } from 'vitest';
import type { HandlePlatform } from '@/shared/domain/prospect-input';
import { DEFAULT_DETECTORS } from '@/shared/extension/default-detectors';
import { canLogByItself } from '@/shared/extension/can-log-by-itself';
import { loadFixture } from '../test-support/load-fixture';
import { checkPage } from './page-check';

function check(platform: HandlePlatform, fixture: string, url: string) {
  const { document } = loadFixture(fixture, url);
  const detectors = DEFAULT_DETECTORS.platforms[platform];
  return checkPage({
    platform,
    detectors,
    edition: DEFAULT_DETECTORS.edition,
    document,
    receiptsSeen: 0,
    sendReceipts: canLogByItself(detectors),
  });
}

describe('Check this page', () => {
  it.each([
    [
      'linkedin',
      'linkedin-thread-2026-07-31.html',
      'https://www.linkedin.com/messaging/thread/2-abc/',
      true,
    ],
    [
      'instagram',
      'instagram-thread-2026-04-30.html',
      'https://www.instagram.com/direct/t/1/',
      true,
    ],
    ['twitter', 'x-chat-thread-2026-06-30.html', 'https://x.com/i/chat/1-2', false],
    [
      'facebook',
      'facebook-thread-2026-04-30.html',
      'https://www.facebook.com/messages/t/1/',
      false,
    ],
  ] as const)('finds every list on the %s fixture', (platform, fixture, url, receipts) => {
    const result = check(platform, fixture, url);
    expect(result.verdict).toBe('ready');
    expect(result.profileFound).toBe(true);
    expect(result.sendReceipts).toBe(receipts);
    for (const list of ['conversation', 'message', 'outgoing', 'incoming', 'profileLink']) {
      expect(result.lists.find((entry) => entry.list === list)?.candidate, list).not.toBeNull();
    }
  });

  it('says when a conversation is open in markup it does not know', () => {
    const result = check(
      'linkedin',
      'linkedin-unknown-markup-2027-01-15.html',
      'https://www.linkedin.com/messaging/thread/2-abc/',
    );
    expect(result.verdict).toBe('unknown-markup');
    expect(result.lists.find((entry) => entry.list === 'message')?.candidate).toBeNull();
  });

  it('never reads X Chat’s PIN screen', () => {
    const result = check(
      'twitter',
      'x-chat-thread-2026-06-30.html',
      'https://x.com/i/chat/pin/recovery',
    );
    expect(result).toMatchObject({ verdict: 'locked', lists: [] });
  });

  it('reads nothing outside the messaging pages', () => {
    const result = check(
      'linkedin',
      'linkedin-thread-2026-07-31.html',
      'https://www.linkedin.com/feed/',
    );
    expect(result).toMatchObject({ verdict: 'not-messaging', lists: [] });
  });
});
