import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationPrefs } from '../db/schema';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '../../shared/schemas/notifications';
import type { UserId } from '../../shared/schemas/ids';

const pick = (row: typeof notificationPrefs.$inferSelect): NotificationSettings => ({
  digestEnabled: row.digestEnabled,
  digestTime: row.digestTime,
  nudgeEnabled: row.nudgeEnabled,
  nudgeTime: row.nudgeTime,
  nudgeEmail: row.nudgeEmail,
  weeklySummaryEnabled: row.weeklySummaryEnabled,
});

/** The member's choices; the defaults until they change one. */
export async function getNotificationSettings(
  db: Db,
  userId: UserId,
): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationPrefs)
    .where(eq(notificationPrefs.userId, userId));
  return row ? pick(row) : { ...DEFAULT_NOTIFICATION_SETTINGS };
}

export async function updateNotificationSettings(
  db: Db,
  userId: UserId,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const changes = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(notificationPrefs)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: notificationPrefs.userId, set: changes })
    .returning();
  return pick(row);
}
