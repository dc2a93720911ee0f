import { z } from 'zod';

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour)');

/** What a member may change about their reminders; every field optional (a partial update). */
export const notificationSettingsInput = z
  .strictObject({
    digestEnabled: z.boolean().optional(),
    digestTime: clockTime.optional(),
    nudgeEnabled: z.boolean().optional(),
    nudgeTime: clockTime.optional(),
    nudgeEmail: z.boolean().optional(),
    weeklySummaryEnabled: z.boolean().optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, 'Name at least one setting to change.');
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

export type NotificationSettings = {
  digestEnabled: boolean;
  digestTime: string;
  nudgeEnabled: boolean;
  nudgeTime: string;
  nudgeEmail: boolean;
  weeklySummaryEnabled: boolean;
};

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  digestEnabled: true,
  digestTime: '08:00',
  nudgeEnabled: true,
  nudgeTime: '19:00',
  nudgeEmail: false,
  weeklySummaryEnabled: true,
};

export type NotificationSettingsResponse = {
  settings: NotificationSettings;
  /** The VAPID public key a browser subscribes with. */
  vapidPublicKey: string;
  /** Devices of this member that receive push notifications. */
  pushDevices: number;
};

const base64Url = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** A browser's PushSubscription.toJSON(). */
export const pushSubscriptionInput = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: 'Enter the push service URL' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64Url, auth: base64Url }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushEndpointInput = z.strictObject({ endpoint: z.string().min(1).max(2048) });
