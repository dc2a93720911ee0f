/**
 * A uuid v4 made on the device, sent as the Idempotency-Key of a log so a repeat never counts
 * twice. randomUUID exists only in secure contexts; a self-hosted http:// address has none.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A log's headers: its client id and, when it waited on the device, for how long (ms). */
export const logHeaders = (clientId: string, queuedForMs?: number) => ({
  'idempotency-key': clientId,
  ...(queuedForMs ? { 'queued-for-ms': String(queuedForMs) } : {}),
});
