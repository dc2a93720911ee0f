/** A fixed namespace for the extension's keys (a random UUID, chosen once). */
const NAMESPACE = 'b7c4e0a2-5d1f-4c3e-9a8b-2f6d1e0c9a47';

const bytesOf = (uuid: string) =>
  Uint8Array.from(uuid.replace(/-/g, '').match(/../g)!, (pair) => parseInt(pair, 16));

/**
 * The Idempotency-Key of a log taken from the platform's own message id: a name-based UUID
 * (RFC 9562 version 5, SHA-1) of the platform, the kind and the id, so every signal that reports
 * the same message, in any tab and after a restart, sends the same key and the server counts it
 * once.
 */
export async function keyOfMessage(platform: string, kind: string, messageId: string) {
  const name = new TextEncoder().encode(`${platform}:${kind}:${messageId}`);
  const input = new Uint8Array([...bytesOf(NAMESPACE), ...name]);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-1', input)).slice(0, 16);
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = [...hash].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
