/**
 * The events between the page hook (the page's world) and the watcher (the extension's): the
 * watcher hands the hook the send requests to look for; the hook hands back receipts (ids only).
 * The page can see and send these events too: the watcher checks every receipt's shape, and a
 * forged one can only offer a DM for the member to log, in one-click mode, or log one the page
 * says it sent.
 */
export const HOOK_EVENTS = {
  ready: 'dm-sprint:hook-ready',
  requests: 'dm-sprint:send-requests',
  receipt: 'dm-sprint:send-receipt',
} as const;
