import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { repairMetaText } from './meta-text';

/** What Meta writes: each UTF-8 byte of the text as one character U+0000..U+00FF. */
const metaEncode = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');

describe("repairing Meta's text encoding", () => {
  it.each([
    ['ZoÃ«', 'Zoë'],
    ['JosÃ© MÃ¼ller', 'José Müller'],
    // Windows-1252 mojibake has characters above U+00FF: not Meta's, left alone.
    ['Ã°Å¸Ëœâ€š', 'Ã°Å¸Ëœâ€š'],
    // Latin-1 text that is not UTF-8 bytes stays.
    ['café', 'café'],
    ['ð\u009f\u0098\u0082 lol', '😂 lol'],
    ['plain ascii', 'plain ascii'],
    ['', ''],
    ['Zoë', 'Zoë'],
    ['Zoë 😂', 'Zoë 😂'],
  ])('%j → %j', (raw, repaired) => {
    expect(repairMetaText(raw)).toBe(repaired);
  });

  it('gives back any text Meta encoded', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(repairMetaText(metaEncode(text))).toBe(text);
      }),
    );
  });

  it('leaves text with a character above U+00FF alone', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0x100, max: 0xd7ff }),
        fc.string(),
        (before, code, after) => {
          const text = `${before}${String.fromCharCode(code)}${after}`;
          expect(repairMetaText(text)).toBe(text);
        },
      ),
    );
  });

  it('leaves plain ASCII alone', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) }),
        (text) => {
          expect(repairMetaText(text)).toBe(text);
        },
      ),
    );
  });

  it('keeps Latin-1 text that is not UTF-8 bytes as it is', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0xff }).map((c) => String.fromCharCode(c)) }),
        (text) => {
          const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
          let valid = true;
          try {
            new TextDecoder('utf-8', { fatal: true }).decode(bytes);
          } catch {
            valid = false;
          }
          if (!valid) expect(repairMetaText(text)).toBe(text);
        },
      ),
    );
  });

  it('never throws, and only ever shortens a string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(repairMetaText(text).length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});
