import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { DmPage } from '@/shared/schemas/logs';
import { e2eSuite } from './support/suite';
import {
  appTookOver,
  checkAtBothWidths,
  serviceWorkerReady,
  watchPageErrors,
} from './support/browser';
import { approvedMember, PASSWORD } from './support/members';

const suite = e2eSuite({ admin: true });

const today = () => new Date().toISOString().slice(0, 10);
async function loggedUrls(context: BrowserContext): Promise<string[]> {
  const answer = await context.request.get(`/api/logs/dms?date=${today()}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as DmPage).items.map((dm) => dm.profileUrl);
}
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

const MESSY_TEXT =
  "Check out Jane Doe's profile on LinkedIn https://www.linkedin.com/in/jane-doe-4a1b2c?utm_source=share&utm_medium=member_android.";

describe('log a DM where it is sent', () => {
  it('Share: messy text logs the clean URL in one tap; no link logs nothing', async () => {
    const context = await suite.context({ width: 375 });
    await approvedMember(suite.admin, context, 'Shay Sharer');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const share = `/share?title=${encodeURIComponent('Jane Doe | LinkedIn')}&text=${encodeURIComponent(MESSY_TEXT)}`;

    await page.goto(share);
    await page.getByRole('heading', { name: 'Log this DM' }).waitFor();
    await page.getByText('https://www.linkedin.com/in/jane-doe-4a1b2c', { exact: true }).waitFor();
    await page.getByText('Jane Doe', { exact: true }).waitFor();
    await checkAtBothWidths(page, 'share-target');
    await page.getByRole('button', { name: 'Log DM' }).click(); // the one tap
    await toast(page, 'DM Logged!').getByText('Jane Doe · LinkedIn · Self').waitFor();
    expect(await loggedUrls(context)).toEqual(['https://www.linkedin.com/in/jane-doe-4a1b2c']);
    // Today's progress, as on the dashboard.
    const progress = page.getByTestId('share-today');
    await progress.getByText(/^1\/\d+$/).waitFor();
    await progress.getByText(/remaining to reach your solo goal$/).waitFor();

    // The same profile shared again: in the Log DM dialog's words, before anything is logged.
    await page.goto(share);
    await page
      .getByTestId('follow-up-notice')
      .getByText(/^Follow-up 1 to Jane Doe · first DM (just now|\d+ (seconds?|minutes?) ago)$/)
      .waitFor();
    expect(await loggedUrls(context)).toHaveLength(1);

    await page.goto(`/share?title=Hello&text=${encodeURIComponent('no link in here')}`);
    await page.getByRole('heading', { name: 'No profile link found' }).waitFor();
    await checkAtBothWidths(page, 'share-target-nothing');
    await page.getByLabel('Profile URL or @handle').fill('x.com/sam_rivera');
    await page.getByRole('button', { name: 'Use this URL' }).click();
    await page.getByText('https://x.com/sam_rivera', { exact: true }).waitFor();
    expect(await loggedUrls(context)).toHaveLength(1);

    // A bare @handle: its platform is asked for, as in Log DM, then it logs.
    await page.goto(`/share?url=${encodeURIComponent('@marco.rossi')}`);
    await page.getByRole('heading', { name: 'Log this DM' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log DM' }).count()).toBe(0);
    await page.getByLabel('Platform (for a @handle)').selectOption('instagram');
    await page.getByText('https://www.instagram.com/marco.rossi', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'DM Logged!').getByText('Marco Rossi · Instagram · Self').waitFor();
    expect(await loggedUrls(context)).toContain('https://www.instagram.com/marco.rossi');
    expect(errors).toEqual([]);
  });

  it('Share while signed out: sign in, then the same share continues', async () => {
    const context = await suite.context();
    const { email } = await approvedMember(suite.admin, context, 'Otto Outside');
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(
      `/share?text=${encodeURIComponent('see https://instagram.com/nina.creates?igsh=abc')}`,
    );
    await page.waitForURL(/\/auth\?next=/);
    await page
      .getByTestId('dm-waiting')
      .getByText('A DM is waiting to be logged: sign in to log it.')
      .waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/share\?text=/);
    await page.getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'DM Logged!').waitFor();
    expect(await loggedUrls(context)).toEqual(['https://instagram.com/nina.creates']);
  });

  it('the bookmarklet, run on a LinkedIn profile, logs that profile', async () => {
    const context = await suite.context();
    await approvedMember(suite.admin, context, 'Bo Bookmark');
    const settings = await context.newPage();
    await settings.goto('/settings');
    const link = settings.getByTestId('bookmarklet');
    // Below the first screen: the app takes it over (and writes its address in) once near.
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => link.getAttribute('href')).toMatch(/^javascript:/);
    const code = (await link.getAttribute('href'))!;

    const profile = await context.newPage();
    const profileUrl = 'https://www.linkedin.com/in/jane-doe-4a1b2c/';
    await profile.route(profileUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Jane Doe | LinkedIn</title>' }),
    );
    await profile.goto(profileUrl);
    const opened = profile.waitForEvent('popup');
    await profile.evaluate(code.slice('javascript:'.length)); // what clicking the bookmark runs
    const popup = await opened;
    await popup.getByRole('button', { name: 'Log DM' }).click(); // the one more click
    await toast(popup, 'DM Logged!').waitFor();
    expect(await loggedUrls(context)).toEqual([profileUrl]);
  });

  it("Log at once: only the member's own bookmarklet logs without a click; any other link asks first", async () => {
    const context = await suite.context();
    await approvedMember(suite.admin, context, 'Ola Once');
    const profileUrl = 'https://www.linkedin.com/in/ola-prospect/';
    const page = await context.newPage();

    // What another site can open: auto=1 with no key, or with a made-up one. Nothing is logged.
    await page.goto(`/share?auto=1&url=${encodeURIComponent(profileUrl)}`);
    await page.getByRole('button', { name: 'Log DM' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await loggedUrls(context)).toEqual([]);
    await page.goto('about:blank');
    await page.goto(`/share?auto=1&url=${encodeURIComponent(profileUrl)}#key=made-up-key`);
    await page.getByText(/^This bookmarklet is out of date, so nothing was logged yet\./).waitFor();
    await page.getByRole('button', { name: 'Log DM' }).waitFor();
    expect(await loggedUrls(context)).toEqual([]);

    // The member's own bookmarklet with Log at once carries their key: one click on the profile.
    await page.goto('/settings');
    await appTookOver(page); // a tap on the pre-rendered switch would change nothing
    await page.getByLabel(/^Log at once/).click();
    const link = page.getByTestId('bookmarklet');
    await expect.poll(() => link.getAttribute('href')).toMatch(/#key=[\w-]{32}/);
    const code = (await link.getAttribute('href'))!;
    const profile = await context.newPage();
    await profile.route(profileUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Ola | LinkedIn</title>' }),
    );
    await profile.goto(profileUrl);
    const opened = profile.waitForEvent('popup');
    await profile.evaluate(code.slice('javascript:'.length));
    const popup = await opened;
    await toast(popup, 'DM Logged!').waitFor();
    expect(await loggedUrls(context)).toEqual([profileUrl]);
    await popup.close(); // the bookmarklet reuses its named window

    // A new key: the bookmarklet made with the old one asks first again.
    await page.getByRole('button', { name: 'Make a new key' }).click();
    await toast(page, 'New key made').waitFor();
    const again = profile.waitForEvent('popup');
    await profile.evaluate(code.slice('javascript:'.length));
    const stale = await again;
    await stale.getByText(/^This bookmarklet is out of date/).waitFor();
    expect(await loggedUrls(context)).toEqual([profileUrl]);
  });

  it('is installable; offline, three DMs survive a reload and are sent exactly once', async () => {
    const context = await suite.context();
    await approvedMember(suite.admin, context, 'Ina Install');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: "Today's DM Progress" }).waitFor();
    await serviceWorkerReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    // A Playwright context is an incognito profile, which Chrome never offers to install;
    // every other criterion (manifest, icons, service worker) must pass.
    expect(installabilityErrors).toEqual([{ errorId: 'in-incognito', errorArguments: [] }]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      share_target: { action: string };
      start_url: string;
    };
    expect(manifest).toMatchObject({ start_url: '/dashboard', share_target: { action: '/share' } });

    // Offline: three DMs kept on the device, the page reloaded still offline, then online.
    await context.setOffline(true);
    for (const handle of ['off_one', 'off_two', 'off_three']) {
      await page.getByRole('button', { name: 'Log DM' }).click();
      await page.getByRole('dialog').getByLabel('Profile URL').fill(`x.com/${handle}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Log DM' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.getByTestId('pending-logs').getByText('3 logs waiting to be sent').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: "Today's DM Progress" }).waitFor();
    await page.getByText(/^You are offline\./).waitFor();
    await page.getByTestId('pending-logs').getByText('3 logs waiting to be sent').waitFor();
    await checkAtBothWidths(page, 'dashboard-offline');
    await context.setOffline(false);
    await page.getByTestId('pending-logs').waitFor({ state: 'detached' });
    await expect.poll(() => loggedUrls(context)).toHaveLength(3);
    expect((await loggedUrls(context)).sort()).toEqual([
      'https://x.com/off_one',
      'https://x.com/off_three',
      'https://x.com/off_two',
    ]);
    await expect.poll(() => page.getByTestId('sent-goal').innerText()).toMatch(/\b3\/\d+$/);
  });
});
