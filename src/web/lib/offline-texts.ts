export const OFFLINE_SAVED = {
  title: 'Saved on this device',
  message: 'You are offline. It will be sent when the connection returns.',
} as const;
export const OFFLINE_BANNER =
  'You are offline. Showing what this device has; new logs are kept and sent when you are back online.';
export const pendingText = (count: number) =>
  `${count} ${count === 1 ? 'log' : 'logs'} waiting to be sent`;
