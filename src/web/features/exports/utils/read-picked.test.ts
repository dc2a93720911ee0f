import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { exportErrors } from './export-errors';
import { readPicked } from './read-picked';

const me = 'https://www.linkedin.com/in/mila-stone-01';
const zoe = 'https://www.linkedin.com/in/zoe-kraus';
const messagesCsv = [
  'CONVERSATION ID,CONVERSATION TITLE,FROM,SENDER PROFILE URL,TO,RECIPIENT PROFILE URLS,DATE,SUBJECT,CONTENT,FOLDER',
  `c1,,Mila Stone,${me},Zoë Kraus,${zoe},2025-11-20 09:00:00 UTC,,Hi Zoë,INBOX`,
  `c1,,Zoë Kraus,${zoe},Mila Stone,${me},2025-11-21 10:30:00 UTC,,Thanks!,INBOX`,
].join('\r\n');

/** A zip whose photo entry is not valid deflate data: inflating it would fail. */
function zipWithBrokenMedia(): Uint8Array<ArrayBuffer> {
  const photo = new Uint8Array(4096).map((_, i) => (i * 31) % 251);
  const zip = zipSync({
    'media/photo.jpg': [photo, { level: 6 }],
    'messages.csv': strToU8(messagesCsv),
    'Invitations.csv': strToU8(
      'From,To,Sent At,Message,Direction,inviterProfileUrl,inviteeProfileUrl\r\n',
    ),
  });
  const name = strToU8('media/photo.jpg');
  const at = zip.findIndex((_, i) => name.every((byte, j) => zip[i + j] === byte));
  for (let i = at + name.length + 2; i < at + name.length + 40; i += 1) zip[i] = 0xff;
  return zip;
}

describe('reading what the member picked', () => {
  it('reads a zip of thousands of small message files (one large chunk, no stack overflow)', async () => {
    const owner = 'Mila Stone';
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 3_000; i += 1) {
      files[`messages/inbox/p${i}_${1_000_000_000 + i}/message_1.json`] = strToU8(
        JSON.stringify({
          participants: [{ name: `P ${i}` }, { name: owner }],
          messages: [{ sender_name: owner, timestamp_ms: 1_763_000_000_000 + i, content: 'Hi' }],
        }),
      );
    }
    const result = await readPicked([new File([zipSync(files)], 'instagram.zip')], () => {});
    expect(result.ok && result.conversations.length).toBe(3_000);
  });

  it('streams a zip, reads only the message files (media never inflated) and reports progress', async () => {
    const zip = zipWithBrokenMedia();
    const file = new File([zip], 'Basic_LinkedInDataExport_11-25-2025.zip');
    const progress: number[] = [];
    const result = await readPicked([file], (read, total) => {
      expect(total).toBe(zip.byteLength);
      progress.push(read);
    });
    expect(result).toMatchObject({
      ok: true,
      platform: 'linkedin',
      conversations: [
        { counterpart: 'linkedin:zoe-kraus', firstReplyAt: '2025-11-21T10:30:00.000Z' },
      ],
    });
    expect(progress.at(-1)).toBe(zip.byteLength);
  });

  it('reads one file picked alone', async () => {
    const result = await readPicked([new File([messagesCsv], 'messages.csv')], () => undefined);
    expect(result.ok && result.conversations).toHaveLength(1);
  });

  it('tells a photo and a broken zip apart from an export', async () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'IMG_2041.jpg');
    expect(await readPicked([photo], () => undefined)).toEqual({
      ok: false,
      error: exportErrors.notAnExport,
    });
    const zip = zipSync({ 'messages.csv': [strToU8(messagesCsv.repeat(50)), { level: 9 }] });
    zip.fill(0xff, 50, 120);
    expect(await readPicked([new File([zip], 'export.zip')], () => undefined)).toEqual({
      ok: false,
      error: exportErrors.unreadable,
    });
  });

  it('another app’s zip is not an export', async () => {
    const zip = zipSync({ 'WhatsApp Chat.txt': strToU8('[20/11/25] Zoë: hi') });
    expect(await readPicked([new File([zip], 'whatsapp.zip')], () => undefined)).toEqual({
      ok: false,
      error: exportErrors.notAnExport,
    });
  });
});
