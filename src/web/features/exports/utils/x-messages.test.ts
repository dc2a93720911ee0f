import { describe, expect, it } from 'vitest';
import type { ExportFile } from './export-file';
import { exportErrors } from './export-errors';
import { readExport } from './read-export';

const me = '1100000001';
const zoe = '2200000002';
const omar = '3300000003';

const message = (
  senderId: string,
  recipientId: string,
  createdAt: string,
  text: string,
  reactions: unknown[] = [],
) => ({
  messageCreate: {
    recipientId,
    reactions,
    urls: [],
    text,
    mediaUrls: [],
    senderId,
    id: createdAt,
    createdAt,
  },
});

const part = (name: string, n: number, value: unknown) =>
  `window.YTD.${name}.part${n} = ${JSON.stringify(value, null, 2)}`;

const files: ExportFile[] = [
  {
    path: 'data/account.js',
    text: part('account', 0, [{ account: { accountId: me, username: 'milastone' } }]),
  },
  {
    path: 'data/direct-messages.js',
    text: part('direct_messages', 0, [
      {
        dmConversation: {
          conversationId: `${me}-${zoe}`,
          // Newest first, as X writes them.
          messages: [
            message(zoe, me, '2025-11-21T10:30:00.000Z', 'Sure, send it over'),
            message(me, zoe, '2025-11-20T09:00:00.000Z', 'Hi Zoë 👋 quick question', [
              {
                senderId: zoe,
                reactionKey: 'like',
                eventId: '1',
                createdAt: '2025-11-20T09:05:00.000Z',
              },
            ]),
          ],
        },
      },
    ]),
  },
  {
    path: 'data/direct-messages-part1.js',
    text: part('direct_messages', 1, [
      {
        dmConversation: {
          conversationId: `${omar}-${me}`,
          messages: [
            message(me, omar, '2025-11-22T12:00:00.000Z', 'Hey Omar'),
            message(omar, me, '2025-11-22T11:00:00.000Z', 'Hello!'),
          ],
        },
      },
    ]),
  },
  {
    path: 'data/direct-messages-group.js',
    text: part('direct_messages_group', 0, [
      { dmConversation: { conversationId: '999', messages: [] } },
    ]),
  },
];

describe('X archive (direct-messages.js)', () => {
  it('reads every part file, the owner from account.js, groups apart, numeric counterparts', () => {
    const result = readExport(
      files,
      files.map((f) => f.path),
      'twitter-2025-11-25.zip',
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.platform).toBe('twitter');
    expect(result.groups).toBe(1);
    expect(result.conversations).toEqual([
      {
        platform: 'twitter',
        counterpart: `twitter-id:${zoe}`,
        profileUrl: null,
        displayName: zoe,
        memberStarted: true,
        firstSentAt: '2025-11-20T09:00:00.000Z',
        firstReplyAt: '2025-11-21T10:30:00.000Z',
        sentCount: 1,
        receivedCount: 1,
        reactionCount: 1,
        request: false,
        followUps: [],
        firstText: 'Hi Zoë 👋 quick question',
      },
      expect.objectContaining({ counterpart: `twitter-id:${omar}`, memberStarted: false }),
    ]);
  });

  it('finds the owner without account.js when they are in every conversation', () => {
    const withoutAccount = files.filter((f) => !f.path.endsWith('account.js'));
    const result = readExport(
      withoutAccount,
      withoutAccount.map((f) => f.path),
    );
    expect(result.ok && result.conversations.map((c) => c.counterpart)).toEqual([
      `twitter-id:${zoe}`,
      `twitter-id:${omar}`,
    ]);
  });

  it('an archive without direct messages says so', () => {
    const empty = [{ path: 'data/direct-messages.js', text: part('direct_messages', 0, []) }];
    expect(readExport(empty, ['data/direct-messages.js', 'data/tweets.js'])).toEqual({
      ok: false,
      error: exportErrors.empty,
    });
  });
});
