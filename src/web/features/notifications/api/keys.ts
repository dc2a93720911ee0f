/** Notification settings and this device's push state, under ['notifications']. */
export const notificationKeys = {
  all: ['notifications'] as const,
  settings: ['notifications', 'settings'] as const,
  thisDevice: ['notifications', 'this-device'] as const,
};
