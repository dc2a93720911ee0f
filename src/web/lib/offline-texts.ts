export const OFFLINE_SAVED = {
  title: 'Saved on this device',
  message: 'You are offline. It will be sent when the connection returns.',
} as const;
export const SHARE_SAVED =
  'Saved on this device. It is sent the next time DM Sprint is open with a connection.';
export const OFFLINE_BANNER =
  'You are offline. Showing what this device has; new logs are kept and sent when you are back online.';
/** The banner on a phone, where it takes one line: the short form, or 'Offline ·' and the count. */
export const OFFLINE_BANNER_SHORT = 'Offline: showing what this device has';
export const pendingText = (count: number) =>
  `${count} ${count === 1 ? 'log' : 'logs'} waiting to be sent`;
export const QUEUED_UNDONE = {
  title: 'Undone',
  message: 'The saved log was removed from this device; it will not be sent.',
} as const;
export const QUEUED_ALREADY_SENT = {
  title: 'Already sent',
  message: 'It reached the server before the Undo. Remove it in the Logs Manager.',
} as const;
