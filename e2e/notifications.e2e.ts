import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { notificationJobs, profiles } from '@/server/db/schema';
import type { NotificationSettingsResponse } from '@/shared/schemas/notifications';
import { insertDms } from '@/test/dm-rows';
import { startPushService } from '@/test/push-service';
import {
  checkAtBothWidths,
  closeContexts,
  newMemberContext,
  sharedBrowser,
  watchPageErrors,
} from './support/browser';
import { approvedMember, signUpVia } from './support/members';
import { seedWhileStopped } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/**
 * Settings › Notifications in Chromium, and the evening reminder reaching this browser's push
 * subscription on a push service on loopback. The server polls every second on the real clock,
 * so the reminder time is set to the current minute.
 */
const ENV = {
  PUSH_ALLOW_HTTP: 'true',
  PUSH_ALLOW_PRIVATE_HOSTS: 'true',
  NOTIFICATION_POLL_SECONDS: '1',
};
let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  [server, browser, push] = await Promise.all([
    startServer(ENV),
    sharedBrowser(),
    startPushService(),
  ]);
  admin = await newMemberContext(browser, server.url);
  await signUpVia(admin.request, { name: 'Ada Admin' });
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.stop();
  await push?.close();
});

/**
 * The member lives where it is now about 10:00 (a whole-hour Etc/GMT zone): the default evening
 * reminder (19:00) is hours away and no slot of it blocks today's (slots of one kind are 12 h
 * apart, src/server/notifications/job-queue.ts), whatever time of day the test runs.
 */
const HOUR = 3_600_000;
// 10 − the UTC hour spans −13…+10; zones run from UTC−12 to UTC+14, so at 23:00 UTC the member
// lives at UTC+11, where it is already tomorrow's 10:00.
const westOf10 = 10 - new Date().getUTCHours();
const offsetHours = westOf10 < -12 ? westOf10 + 24 : westOf10;
const memberZone =
  offsetHours === 0 ? 'UTC' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
const localNow = () => new Date(Date.now() + offsetHours * HOUR);

/** The quarter hour that just began in the member's zone: a reminder set to it is due. */
const thisQuarterHour = () => {
  const now = localNow();
  const minutes = Math.floor(now.getUTCMinutes() / 15) * 15;
  return `${String(now.getUTCHours()).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};

/**
 * Chromium subscribes through Google's push service, out of reach here: subscribe() and
 * getSubscription() answer with a subscription at the loopback push service instead. The
 * permission, the service worker registration and everything after are the browser's own.
 */
function stubPushManager(device: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const KEY = 'test-push-subscription';
  const subscription = () => ({
    endpoint: device.endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem(KEY, '1');
    return subscription() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return localStorage.getItem(KEY) ? (subscription() as unknown as PushSubscription) : null;
  };
}

describe('notifications', () => {
  it('keeps every switch and time, and pushes the evening reminder to this device', async () => {
    const context = await newMemberContext(browser, server.url, { timeZone: memberZone });
    const member = await approvedMember(admin, context, 'Nora Nudge');
    const device = push.device();
    // Yesterday at goal (28 DMs), today 2: the streak (1 day) is at risk.
    const day = 86_400_000;
    const today = Math.floor(localNow().getTime() / day) * day - offsetHours * HOUR;
    server = await seedWhileStopped(
      server,
      async (db) => {
        // The member's zone for sure, and no reminder already judged before this history existed.
        await db
          .update(profiles)
          .set({ timeZone: memberZone })
          .where(eq(profiles.userId, member.userId));
        await db.delete(notificationJobs).where(eq(notificationJobs.userId, member.userId));
        await insertDms(db, member.userId, [
          ...Array.from({ length: 28 }, (_, n) => ({ sentAt: new Date(today - day + n * 60_000) })),
          ...Array.from({ length: 2 }, (_, n) => ({ sentAt: new Date(today + n * 60_000) })),
        ]);
      },
      ENV,
    );
    await context.grantPermissions(['notifications'], { origin: server.url });
    await context.addInitScript(stubPushManager, {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/settings');
    const digest = page.getByRole('switch', { name: 'Morning digest' });
    await digest.waitFor();
    expect(await digest.getAttribute('aria-checked')).toBe('true');
    await digest.click();
    await page.getByText('Your notification settings were updated.').first().waitFor();
    await expect.poll(() => digest.getAttribute('aria-checked')).toBe('false');
    await digest.focus(); // and by keyboard
    await page.keyboard.press('Space');
    await expect.poll(() => digest.getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Send at').selectOption('07:15');
    await page.getByRole('switch', { name: 'Reminder by email' }).click();
    await expect
      .poll(() =>
        page.getByRole('switch', { name: 'Reminder by email' }).getAttribute('aria-checked'),
      )
      .toBe('true');

    await page.getByRole('button', { name: 'Turn on push on this device' }).click();
    await page.getByText('This device will get your streak reminders.').waitFor();
    await page.getByText('Push is on for 1 device, this one included.').waitFor();
    const reminderAt = thisQuarterHour();
    await page.getByLabel('Remind me at').selectOption(reminderAt);
    const saved = async () =>
      (
        (await (
          await page.request.get('/api/notifications')
        ).json()) as NotificationSettingsResponse
      ).settings;
    await expect.poll(async () => (await saved()).nudgeTime).toBe(reminderAt);
    await expect.poll(() => push.received.length, { timeout: 30_000 }).toBe(1);
    expect(push.received[0].payload).toMatchObject({
      title: 'Your streak is at risk',
      body: 'Your 1-day streak ends at midnight: 2/28 new DMs today, 26 to go.',
    });
    await checkAtBothWidths(page, 'settings-notifications');

    await page.reload();
    await page.getByLabel('Send at').waitFor();
    expect(await page.getByLabel('Send at').inputValue()).toBe('07:15');
    expect(await page.getByRole('switch', { name: 'Weekly cohort summary' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Turn off on this device' }).click();
    await page.getByText('Push is off on this device.').waitFor();
    await page.getByText('Push is on for 0 devices.').waitFor();

    // The digest's link opens the Follow-ups tab.
    await page.goto('/prospect-tracker?tab=follow-ups');
    const followUps = page.getByRole('tab', { name: 'Follow-ups' });
    await followUps.waitFor();
    expect(await followUps.getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
  });
});
