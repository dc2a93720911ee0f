import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appTookOver, checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember, PASSWORD, uniqueEmail } from './support/members';
import { e2eSuite } from './support/suite';
import { IPHONE_SAFARI } from './support/user-agents';

/**
 * The app at 375 px under a finger: the More sheet closes on every navigation, the admin sees
 * pending sign-ups on the navigation's Admin entry, the cohort fits without sideways scroll, and
 * a pending sign-up is told where it stands without an error.
 */
const suite = e2eSuite({ admin: true });

/** A phone: 375 px, touch (coarse pointer, taps); the admin's cookies when asked. */
async function phone(
  options: { admin?: boolean; userAgent?: string } = {},
): Promise<BrowserContext> {
  return suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    timezoneId: 'UTC',
    permissions: ['clipboard-read', 'clipboard-write'],
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.admin ? { storageState: await suite.admin.storageState() } : {}),
  });
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const sheetItems = [
  { name: 'Logs Manager', path: '/logs-manager' },
  { name: 'Analytics', path: '/analytics' },
  { name: 'Script Generator', path: '/script-generator' },
  { name: 'Scripts Vault', path: '/dm-scripts-vault' },
  { name: 'Objection Handler', path: '/objection-handler' },
  { name: 'Settings', path: '/settings' },
  { name: 'Admin Panel', path: '/admin' },
];

describe('the app on a phone (375 px)', () => {
  it('closes the More sheet after a quick tap on each of its items', async () => {
    const context = await phone({ admin: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/dm-scripts-vault');
    await appTookOver(page);
    const more = page.locator('[data-bottom-bar]').getByRole('button', { name: /More/ });
    for (const item of sheetItems) {
      await more.tap();
      const sheet = page.getByRole('dialog', { name: 'More' });
      // At once, not waiting for the sheet to settle: a quick tap.
      await sheet.getByRole('link', { name: new RegExp(`^${item.name}`) }).tap({ force: true });
      await page.waitForURL(`**${item.path}`);
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 5000 }).toBe(0);
      expect(await more.getAttribute('aria-expanded'), item.name).toBe('false');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the More sheet open when the page chosen before it arrives late (a slow chunk)', async () => {
    const context = await phone({ admin: true });
    // The Analytics page's code is held back, as on a slow phone, until the sheet is open again.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/analytics-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/dm-scripts-vault');
    await appTookOver(page);
    const more = page.locator('[data-bottom-bar]').getByRole('button', { name: /More/ });
    const sheet = page.getByRole('dialog', { name: 'More' });
    await more.tap();
    await sheet.getByRole('link', { name: /^Analytics/ }).tap();
    await page.waitForURL('**/analytics');
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 5000 }).toBe(0);
    await more.tap();
    await sheet.waitFor();
    release();
    // By tag: the open sheet hides the page from the accessibility tree.
    await page.locator('h1', { hasText: 'Analytics' }).waitFor();
    // The page's effects have run once a frame and a task have passed (at most a second for the
    // frame: headless Chromium under load can leave a page without frames).
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => setTimeout(resolve));
          setTimeout(resolve, 1000);
        }),
    );
    expect(await sheet.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a pending sign-up where it stands (no error), and shows the admin a badge on Admin', async () => {
    // The visitor signs up on a phone: no email verification here (no SMTP), so no "check your email".
    const visitor = await phone();
    const signUp = await visitor.newPage();
    const visitorErrors = watchPageErrors(signUp);
    await signUp.goto('/auth');
    await appTookOver(signUp);
    await signUp.getByText('Welcome Back').waitFor();
    await signUp.getByRole('tab', { name: 'Sign Up' }).click();
    await signUp.getByText('Create your account').waitFor();
    expect(await signUp.getByText('Welcome Back').count()).toBe(0);
    await signUp.getByLabel('Full Name').fill('Penny Pending');
    await signUp.getByLabel('Company').fill('Acme Outreach');
    await signUp.getByLabel('Industry').fill('Coaching');
    await signUp.getByLabel('Email').fill(uniqueEmail('penny'));
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await signUp.getByRole('heading', { name: 'Account Pending Approval' }).waitFor();
    const notice = signUp.locator('[data-sonner-toast]', { hasText: 'Account Pending Approval' });
    await notice.waitFor();
    expect(await notice.getAttribute('data-type')).not.toBe('error');
    expect(await signUp.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    expect(await signUp.getByText(/check your email/i).count()).toBe(0);
    expect(visitorErrors).toEqual([]);

    // The admin on a phone: the More tab and the sheet's Admin Panel carry the count.
    const adminPhone = await phone({ admin: true });
    const page = await adminPhone.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/dm-scripts-vault');
    await appTookOver(page);
    // The wide screens' sidebar is not built on a phone (only pre-rendered, hidden, in the frame).
    expect(await page.locator('nav[aria-label="Main"]:not([data-bottom-bar])').count()).toBe(0);
    const more = page.locator('[data-bottom-bar]').getByRole('button', { name: /More/ });
    await expect.poll(() => more.locator('[data-pending-badge]').textContent()).toBe('1');
    await more.tap();
    const adminItem = page
      .getByRole('dialog', { name: 'More' })
      .getByRole('link', { name: /^Admin Panel/ });
    expect(await adminItem.locator('[data-pending-badge]').textContent()).toBe('1');
    expect(await adminItem.textContent()).toMatch(/1 pending sign-up$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);

    // On a wide screen, the sidebar's Admin Panel; a decision there takes the badge away.
    const desk = await suite.admin.newPage();
    const deskErrors = watchPageErrors(desk);
    await desk.goto('/admin');
    await appTookOver(desk);
    const sidebarAdmin = desk
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Admin Panel/ });
    await expect.poll(() => sidebarAdmin.locator('[data-pending-badge]').textContent()).toBe('1');
    expect(await sidebarAdmin.textContent()).toMatch(/1 pending sign-up$/);
    await desk
      .getByRole('listitem')
      .filter({ hasText: 'Penny Pending' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await desk.getByText('User has been approved successfully.').waitFor();
    await expect
      .poll(() =>
        desk.getByRole('navigation', { name: 'Main' }).locator('[data-pending-badge]').count(),
      )
      .toBe(0);
    expect(deskErrors).toEqual([]);
    await Promise.all([visitor.close(), adminPhone.close(), desk.close()]);
  });

  it('shows the cohort as cards that fit 375 px, without sideways scroll', async () => {
    const member = await suite.context();
    await approvedMember(suite.admin, member, 'Maximiliana Wolfeschlegelsteinhausen-Bergerdorff');
    const context = await phone({ admin: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/admin');
    await appTookOver(page);
    await page.getByRole('tab', { name: /Cohort/ }).tap();
    const cards = page.getByRole('list', { name: 'Cohort members' });
    await cards.getByText('Maximiliana Wolfeschlegelsteinhausen-Bergerdorff').waitFor();
    expect(await page.getByRole('table', { name: 'Cohort members' }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
    // Sorted from the phone's list too: by DMs, most first.
    await page.getByLabel('Sort by').selectOption('dms');
    await cards.getByText('Ada Admin').waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);

    // Both widths, axe included: a table on the wide screen, cards on the phone.
    const desk = await suite.admin.newPage();
    await desk.goto('/admin');
    await appTookOver(desk);
    await desk.getByRole('tab', { name: /Cohort/ }).click();
    await desk.getByRole('table', { name: 'Cohort members' }).waitFor();
    await checkAtBothWidths(desk, 'admin-cohort-phone');
    await Promise.all([context.close(), member.close(), desk.close()]);
  });

  it('offers Add to Home Screen once where the browser allows it, and puts installing first in Settings', async () => {
    const context = await phone();
    await approvedMember(suite.admin, context, 'Ian Installer');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // Chromium's install offer, as the browser fires it (its prompt() records the tap).
    const browserOffersInstall = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => {
            document.body.dataset.installPrompted = 'yes';
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(event);
      });
    const offer = page.getByRole('region', { name: 'Add DM Sprint to your Home Screen' });
    const capture = page.getByTestId('phone-capture');
    const install = capture.getByRole('button', { name: 'Install DM Sprint' });
    // Before any offer the button is in the page's HTML already; a tap says how to install.
    await page.goto('/settings');
    await appTookOver(page);
    await install.tap();
    await page
      .locator('[data-sonner-toast]', { hasText: 'Open your browser’s menu and tap Install app' })
      .waitFor();
    // The browser's offer, after the paint, moves nothing below the card.
    const profile = page.getByRole('heading', { name: 'Profile' });
    const profileAt = (await profile.boundingBox())!.y;
    await browserOffersInstall();
    expect((await profile.boundingBox())!.y).toBe(profileAt);

    await page.goto('/dashboard');
    await appTookOver(page);
    expect(await offer.count()).toBe(0); // the browser has not offered it
    await browserOffersInstall();
    await offer.getByRole('button', { name: 'Not now' }).tap();
    await offer.waitFor({ state: 'detached' });

    // Remembered: the next visit's offer goes to Settings only, where installing comes first.
    await page.reload();
    await appTookOver(page);
    await browserOffersInstall();
    const bar = page.locator('[data-bottom-bar]');
    await bar.getByRole('button', { name: /More/ }).tap();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Settings' }).tap();
    await install.waitFor();
    expect((await capture.boundingBox())!.y).toBeLessThan(400); // near the top, not 4,000 px down
    await bar.getByRole('link', { name: /Today/ }).tap();
    await page.waitForURL('**/dashboard');
    await page.getByRole('region', { name: "Today's DM Progress" }).waitFor();
    expect(await offer.count()).toBe(0);
    await bar.getByRole('button', { name: /More/ }).tap();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Settings' }).tap();
    await install.tap();
    await expect.poll(() => page.evaluate(() => document.body.dataset.installPrompted)).toBe('yes');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on an iPhone, says what works instead of a share target; asks for a channel for the reminder', async () => {
    const context = await phone({ userAgent: IPHONE_SAFARI });
    await approvedMember(suite.admin, context, 'Ivy Iphone');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/settings');
    await appTookOver(page);
    const capture = page.getByTestId('phone-capture');
    await capture.getByText('Log from your phone').waitFor();
    expect((await capture.boundingBox())!.y).toBeLessThan(400); // first in Settings on a phone
    for (const way of ['Add to Home Screen', 'Paste in Log DM', 'The bookmarklet on a computer']) {
      expect(await capture.getByText(way).count(), way).toBe(1);
    }
    expect(await page.getByTestId('bookmarklet').count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);

    // The evening reminder is on, but no device has push and email reminders are off.
    const notice = page.getByTestId('nudge-reach-notice');
    await notice.getByText(/This reminder reaches nobody yet/).waitFor();
    await notice.getByRole('button', { name: 'Send it by email' }).tap();
    await expect.poll(() => notice.count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Reminder by email' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves nothing for a member whose phone asks for less motion', async () => {
    const context = await phone({ admin: true });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await appTookOver(page);
    // A skeleton's pulse, as the page's stylesheet gives it (computed style: no timing involved).
    const pulse = () =>
      page.evaluate(() => {
        const probe = document.createElement('div');
        probe.className = 'animate-pulse';
        document.body.append(probe);
        const { animationIterationCount, animationDuration } = getComputedStyle(probe);
        probe.remove();
        return { repeats: animationIterationCount, seconds: parseFloat(animationDuration) };
      });
    expect(await pulse()).toEqual({ repeats: 'infinite', seconds: 2 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await pulse();
    expect(reduced.repeats).toBe('1');
    expect(reduced.seconds).toBeLessThan(0.001);
    // The Log DM dialog opens without its zoom: nothing is left animating once it is there.
    await page.getByRole('main').getByRole('button', { name: 'Log DM', exact: true }).tap();
    await page.getByRole('dialog').waitFor();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await context.close();
  });
});
