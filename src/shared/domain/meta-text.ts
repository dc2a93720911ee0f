/**
 * Meta's exports (Instagram, Facebook) write names and texts as UTF-8 bytes in `\u00XX` escapes,
 * so "Zoë" arrives as "ZoÃ«". The repair (docs/decisions/0136-platform-exports.md): a string
 * with any character above U+00FF, or none above U+007F, is left alone; otherwise its characters
 * are read as bytes and decoded as UTF-8 by a strict decoder, and the original is kept when
 * that fails.
 */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function repairMetaText(value: string): string {
  let high = false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code > 0xff) return value;
    if (code > 0x7f) high = true;
  }
  if (!high) return value;
  const bytes = new Uint8Array(value.length);
  for (let i = 0; i < value.length; i += 1) bytes[i] = value.charCodeAt(i);
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return value;
  }
}
