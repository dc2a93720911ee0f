/**
 * A platform export's follow-ups (docs/decisions/0136-platform-exports.md): the member's later
 * messages in a conversation, read on the device (no zod here: the export reader's worker
 * imports it).
 */

/**
 * The most follow-up times one conversation carries, the earliest kept. Sent as whole minutes
 * after the first message, so 10,000 conversations stay within the body limit.
 */
export const MAX_EXPORT_FOLLOW_UPS = 30;

/** A later message is a follow-up when this long after the previous one kept (a DM in lines). */
export const FOLLOW_UP_GAP_MS = 12 * 3_600_000;
