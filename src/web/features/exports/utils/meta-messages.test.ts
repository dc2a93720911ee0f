import { describe, expect, it } from 'vitest';
import type { ExportFile } from './export-file';
import { exportErrors } from './export-errors';
import { isMessageFile, readExport } from './read-export';

/** Meta writes each UTF-8 byte as one `\u00XX` character. */
const meta = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');

const t0 = Date.UTC(2025, 10, 20, 9, 0);
const minutes = (n: number) => t0 + n * 60_000;

type Line = { from: string; at: number; content?: string } & Record<string, unknown>;

/** One message_N.json: Meta lists messages newest first. */
const threadJson = (people: string[], lines: Line[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    participants: people.map((name) => ({ name: meta(name) })),
    messages: [...lines]
      .sort((a, b) => b.at - a.at)
      .map(({ from, at, content, ...rest }) => ({
        sender_name: meta(from),
        timestamp_ms: at,
        ...(content === undefined ? {} : { content: meta(content) }),
        ...rest,
      })),
    title: meta(people.find((p) => p !== 'Mila Stone') ?? ''),
    is_still_participant: true,
    ...extra,
  });

const root = 'your_instagram_activity/messages';
const personal = (username: string, name: string): ExportFile => ({
  path: 'personal_information/personal_information/personal_information.json',
  text: JSON.stringify({
    profile_user: [
      {
        string_map_data: {
          Username: { value: username, timestamp: 0 },
          Name: { value: meta(name), timestamp: 0 },
        },
      },
    ],
  }),
});

const read = (files: ExportFile[], name = 'instagram-milastone-2025-11-25.zip') => {
  const result = readExport(
    files,
    files.map((file) => file.path),
    name,
  );
  if (!result.ok) throw new Error(result.error);
  return result;
};

describe('Instagram export (JSON)', () => {
  const owner = 'Mila Stone';
  const files: ExportFile[] = [
    personal('milastone', owner),
    // A long chat split over two files (message_1 holds the newest).
    {
      path: `${root}/inbox/zoe.kraus_1234567890123/message_2.json`,
      text: threadJson(
        [owner, 'Zoë Kraus'],
        [
          { from: owner, at: minutes(0), content: 'Hi Zoë, loved your post on pricing 👋' },
          { from: owner, at: minutes(1), content: 'Would a quick call help?' },
        ],
      ),
    },
    {
      path: `${root}/inbox/zoe.kraus_1234567890123/message_1.json`,
      text: threadJson(
        [owner, 'Zoë Kraus'],
        [
          { from: 'Zoë Kraus', at: minutes(30), content: 'Liked a message' },
          { from: 'Zoë Kraus', at: minutes(40), content: 'Reacted 😡 to your message' },
          { from: 'Zoë Kraus', at: minutes(50), content: 'Zoë Kraus sent an attachment.' },
          { from: 'Zoë Kraus', at: minutes(55), content: 'Zoë Kraus started a video chat' },
          { from: 'Zoë Kraus', at: minutes(56), call_duration: 0, content: 'Video chat ended' },
          { from: 'Zoë Kraus', at: minutes(57), content: 'Zoë Kraus changed the theme to Love' },
          { from: 'Zoë Kraus', at: minutes(58), is_unsent: true },
          { from: 'Zoë Kraus', at: minutes(120), content: 'Sure, Tuesday?' },
          {
            from: owner,
            at: minutes(130),
            content: 'Tuesday works',
            reactions: [{ reaction: meta('❤️'), actor: meta('Zoë Kraus') }],
          },
          // Two days later, in two lines: one follow-up.
          { from: owner, at: minutes(2 * 1440), content: 'Still on for Tuesday?' },
          { from: owner, at: minutes(2 * 1440 + 2), content: 'Here is the link' },
        ],
      ),
    },
    // She wrote first: not a DM the member sent.
    {
      path: `${root}/inbox/omar.ziad_98765432101/message_1.json`,
      text: threadJson(
        [owner, 'Omar Ziad'],
        [
          { from: 'Omar Ziad', at: minutes(5), content: 'Hey, are you the coach?' },
          { from: owner, at: minutes(9), content: 'I am!' },
        ],
      ),
    },
    // A group chat: apart, never counted.
    {
      path: `${root}/inbox/teamchat_11111111111/message_1.json`,
      text: threadJson(
        [owner, 'Omar Ziad', 'Zoë Kraus'],
        [{ from: owner, at: minutes(3), content: 'Welcome all' }],
      ),
    },
    // A request the member sent that was never answered.
    {
      path: `${root}/message_requests/lena_rossi_123456789012345/message_1.json`,
      text: threadJson(
        [owner, 'Lena Rossi'],
        [{ from: owner, at: minutes(60), content: 'Hi Lena!' }],
      ),
    },
  ];

  it('merges message_1..N, repairs names and texts, and finds the first real reply', () => {
    const result = read(files);
    expect(result.platform).toBe('instagram');
    expect(result.groups).toBe(1);
    const zoe = result.conversations.find((c) => c.displayName === 'Zoë Kraus');
    expect(zoe).toEqual({
      platform: 'instagram',
      counterpart: 'instagram:zoe.kraus',
      profileUrl: 'https://www.instagram.com/zoe.kraus',
      displayName: 'Zoë Kraus',
      memberStarted: true,
      firstSentAt: new Date(minutes(0)).toISOString(),
      firstReplyAt: new Date(minutes(120)).toISOString(),
      sentCount: 5,
      receivedCount: 1,
      reactionCount: 3,
      request: false,
      followUps: [2 * 1440],
      firstText: 'Hi Zoë, loved your post on pricing 👋',
    });
  });

  it('knows the platform’s own lines in the member’s language (Spanish, German)', () => {
    const oneThread = (folder: string, name: string, lines: Array<[string, number, string]>) =>
      read([
        personal('milastone', owner),
        {
          path: `${root}/inbox/${folder}/message_1.json`,
          text: threadJson(
            [owner, name],
            lines.map(([from, at, content]) => ({ from, at: minutes(at), content })),
          ),
        },
      ]);
    const lucia = 'Lucía Ortega';
    const spanish = oneThread('lucia.ortega_2345678901234', lucia, [
      [owner, 0, '¡Hola Lucía! Vi tu publicación'],
      [lucia, 5, 'Reaccionó 😡 a tu mensaje'],
      [lucia, 6, 'Lucía Ortega envió un archivo adjunto.'],
      [lucia, 7, 'Llamada perdida'],
      [lucia, 8, 'Lucía Ortega anuló el envío de un mensaje'],
      [lucia, 90, '¡Gracias! Cuéntame más'],
    ]);
    expect(spanish.conversations[0]).toMatchObject({
      firstReplyAt: new Date(minutes(90)).toISOString(),
      receivedCount: 1,
      reactionCount: 1,
    });
    const jonas = 'Jonas Weber';
    const german = oneThread('jonas.weber_3456789012345', jonas, [
      [owner, 0, 'Hallo Jonas!'],
      [jonas, 3, 'Hat mit 👍 auf deine Nachricht reagiert'],
      [jonas, 4, 'Jonas Weber hat einen Anhang gesendet.'],
      [jonas, 5, 'Verpasster Videoanruf'],
    ]);
    expect(german.conversations[0]).toMatchObject({
      firstReplyAt: null,
      receivedCount: 0,
      reactionCount: 1,
    });
  });

  it('lists conversations the other person started apart and reads message requests', () => {
    const result = read(files);
    const omar = result.conversations.find((c) => c.counterpart === 'instagram:omar.ziad');
    expect(omar?.memberStarted).toBe(false);
    const lena = result.conversations.find((c) => c.counterpart === 'instagram:lena_rossi');
    expect(lena).toMatchObject({ request: true, memberStarted: true, firstReplyAt: null });
  });

  it('reads the older folder (messages/inbox) and finds the owner in every thread', () => {
    const older = files
      .filter((file) => file.path.startsWith(root))
      .map((file) => ({ ...file, path: file.path.replace(root, 'messages') }));
    const result = read(older, 'export.zip');
    expect(result.platform).toBe('instagram');
    expect(result.conversations.map((c) => c.counterpart).sort()).toEqual([
      'instagram:lena_rossi',
      'instagram:omar.ziad',
      'instagram:zoe.kraus',
    ]);
  });

  it('says which participant is the member cannot be told from one thread alone', () => {
    const one = files.filter((file) => file.path.includes('lena_rossi'));
    expect(
      readExport(
        one,
        one.map((f) => f.path),
      ),
    ).toEqual({
      ok: false,
      error: exportErrors.noOwner,
    });
  });

  it('reads only message files, never media', () => {
    expect(isMessageFile(`${root}/inbox/zoe.kraus_1234567890123/message_12.json`)).toBe(true);
    expect(isMessageFile(`${root}/inbox/zoe.kraus_1234567890123/photos/1.jpg`)).toBe(false);
    expect(isMessageFile('media/posts/202511/x.mp4')).toBe(false);
  });
});

describe('Facebook Messenger export (JSON)', () => {
  const owner = 'Mila Stone';
  const fbRoot = 'your_facebook_activity/messages';
  const files: ExportFile[] = [
    {
      path: 'personal_information/profile_information/profile_information.json',
      text: JSON.stringify({ profile_v2: { name: { full_name: meta(owner) } } }),
    },
    {
      path: `${fbRoot}/inbox/bjornhansen_10158000000000000/message_1.json`,
      text: threadJson(
        [owner, 'Björn Hansen'],
        [
          { from: owner, at: minutes(0), content: 'Hej Björn!', type: 'Generic' },
          { from: 'Björn Hansen', at: minutes(3), content: 'Björn waved at you', type: 'Generic' },
          {
            from: 'Björn Hansen',
            at: minutes(5),
            content: 'Hi! Yes, tell me more',
            type: 'Generic',
          },
        ],
        { thread_type: 'Regular' },
      ),
    },
    {
      path: `${fbRoot}/archived_threads/annaberg_10158000000000001/message_1.json`,
      text: threadJson(
        [owner, 'Anna Berg'],
        [{ from: owner, at: minutes(7), content: 'Hi Anna' }],
        {
          thread_type: 'Regular',
        },
      ),
    },
    {
      path: `${fbRoot}/inbox/family_10158000000000002/message_1.json`,
      text: threadJson(
        [owner, 'Anna Berg'],
        [{ from: owner, at: minutes(8), content: 'Dinner?' }],
        {
          thread_type: 'RegularGroup',
        },
      ),
    },
  ];

  it('reads display names only (the member matches them), archived threads too, groups apart', () => {
    const result = read(files, 'facebook-milastone-2025-11-25.zip');
    expect(result.platform).toBe('facebook');
    expect(result.groups).toBe(1);
    expect(result.conversations).toHaveLength(2);
    expect(result.conversations.find((c) => c.displayName === 'Björn Hansen')).toMatchObject({
      counterpart: 'facebook-name:björn hansen',
      profileUrl: null,
      memberStarted: true,
      firstReplyAt: new Date(minutes(5)).toISOString(),
      receivedCount: 1,
    });
    expect(result.conversations.find((c) => c.displayName === 'Anna Berg')).toMatchObject({
      sentCount: 1,
      firstReplyAt: null,
    });
  });
});

describe('a wrong file', () => {
  it.each([
    [['IMG_2041.jpg'], [], exportErrors.notAnExport],
    [['whatsapp/_chat.txt', 'whatsapp/IMG-1.jpg'], [], exportErrors.notAnExport],
    [[`${root}/inbox/zoe.kraus_1234567890123/message_1.html`, 'index.html'], [], exportErrors.html],
    [
      ['personal_information/personal_information/personal_information.json'],
      [],
      exportErrors.empty,
    ],
  ])('%j is told what was expected', (paths, files: ExportFile[], error) => {
    expect(readExport(files, paths)).toEqual({ ok: false, error });
  });
});
