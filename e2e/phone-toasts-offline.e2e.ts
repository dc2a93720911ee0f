import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { serviceWorkerReady, watchPageErrors } from './support/browser';
import { approvedMember } from './support/members';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({ admin: true });

const card = (page: Page) => page.getByRole('region', { name: "Today's DM Progress" });
const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: title });
/** The toast in front, the only one a phone shows: its text. */
const frontToast = (page: Page) =>
  page.locator('[data-sonner-toast][data-front="true"]:not([data-removed="true"])').textContent();
const dmsSent = (page: Page) =>
  page
    .getByTestId('today-stats')
    .locator('div', { hasText: 'New DMs' })
    .locator('dd')
    .first()
    .innerText();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toasts on screen (not leaving) that lie over any of `targets`, by their text. */
async function toastsOver(page: Page, targets: Locator[]): Promise<string[]> {
  const boxes = await Promise.all(targets.map((target) => target.boundingBox()));
  expect(boxes.every(Boolean), 'every target is on screen').toBe(true);
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll('[data-sonner-toast]')]
      .filter((each) => each.getAttribute('data-removed') !== 'true')
      .map((each) => {
        const { x, y, width, height } = each.getBoundingClientRect();
        return { x, y, width, height, text: each.textContent ?? '' };
      }),
  );
  return shown
    .filter((each) => boxes.some((box) => box && overlap(each, box)))
    .map((each) => each.text);
}

async function logDm(page: Page, url: string) {
  await card(page).getByRole('button', { name: 'Log DM' }).click();
  await dialog(page).getByLabel('Profile URL').fill(url);
  await dialog(page).getByRole('button', { name: 'Log DM' }).click();
  await dialog(page).waitFor({ state: 'detached' });
}

async function serverDms(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/tracker/today');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { dmsSent: number }).dmsSent;
}

describe('a member on a phone (375 px)', () => {
  it('three DMs leave one toast, over neither the card’s buttons nor the next dialog’s, and its Undo works', async () => {
    const context = await suite.context({ width: 375 });
    await approvedMember(suite.admin, context, 'Tess Toast');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/dashboard');
    await card(page).getByRole('button', { name: 'Log DM' }).waitFor();

    // A check of the dialog, then the DM logged: the stale check goes away.
    await card(page).getByRole('button', { name: 'Log DM' }).click();
    await dialog(page).getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'Missing Information').waitFor();
    // A toast raised inside the dialog leaves its title readable.
    await expect
      .poll(() => toastsOver(page, [dialog(page).getByRole('heading', { name: 'Log DM' })]))
      .toEqual([]);
    await dialog(page).getByLabel('Profile URL').fill('https://www.linkedin.com/in/ann-able');
    await dialog(page).getByRole('button', { name: 'Log DM' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await toast(page, 'DM Logged!').getByText('Ann Able · LinkedIn · Self').waitFor();
    await expect.poll(() => toast(page, 'Missing Information').count()).toBe(0);

    await logDm(page, 'https://www.linkedin.com/in/bo-booker');
    await logDm(page, 'https://www.linkedin.com/in/cy-cole');
    await toast(page, 'DM Logged!').getByText('Cy Cole · LinkedIn · Self').waitFor();
    await expect.poll(() => toast(page, 'DM Logged!').count()).toBe(1);
    await expect.poll(() => dmsSent(page)).toBe('3');

    const buttons = ['Log DM', 'Log Reply', 'Log Meeting'].map((name) =>
      card(page).getByRole('button', { name }),
    );
    // Today's count (the badge and the New DMs figure) and the card's buttons stay clear of the
    // toast wherever the page is scrolled.
    const count = [
      page.getByTestId('sent-goal'),
      page.getByTestId('today-stats').locator('div', { hasText: 'New DMs' }).locator('dd').first(),
    ];
    expect(await toastsOver(page, [...count, ...buttons])).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await toastsOver(page, [...count, ...buttons])).toEqual([]);

    // The next dialog: no toast over its buttons.
    await buttons[0].click();
    const dialogButtons = [
      dialog(page).getByRole('button', { name: 'Cancel' }),
      dialog(page).getByRole('button', { name: 'Log DM' }),
    ];
    await dialogButtons[0].waitFor();
    await expect.poll(() => toastsOver(page, dialogButtons)).toEqual([]);
    await expect.poll(() => toast(page, 'DM Logged!').count()).toBe(0);

    // Closed: the toast is back, and its Undo takes the last DM back.
    await dialogButtons[0].click();
    await dialog(page).waitFor({ state: 'detached' });
    await toast(page, 'DM Logged!').getByText('Cy Cole · LinkedIn · Self').waitFor();
    expect(await toastsOver(page, buttons)).toEqual([]);
    await toast(page, 'DM Logged!').getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Undone').getByText('The DM was removed.').waitFor();
    await expect.poll(() => dmsSent(page)).toBe('2');
    expect(await serverDms(context.request)).toBe(2);

    // The newest toast is the one shown: 'Undone', put away while the next dialog is open,
    // comes back under the DM logged in it, never over it.
    await logDm(page, 'https://www.linkedin.com/in/di-dawson');
    await expect.poll(() => frontToast(page)).toBe('DM Logged!Di Dawson · LinkedIn · SelfUndo');
    expect(await toastsOver(page, count)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('offline in two tabs: both show the server’s count plus the waiting logs once, and agree once back online', async () => {
    const context = await suite.context({ width: 375 });
    await approvedMember(suite.admin, context, 'Otto Offline');
    for (const name of ['one', 'two']) {
      const answer = await context.request.post('/api/dms', {
        data: { profileUrl: `https://www.linkedin.com/in/server-${name}` },
      });
      expect(answer.status()).toBe(201);
    }
    const logging = await context.newPage();
    await logging.goto('/dashboard');
    await expect.poll(() => dmsSent(logging)).toBe('2');
    await serviceWorkerReady(logging);
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect.poll(() => dmsSent(other)).toBe('2');

    await context.setOffline(true);
    for (const name of ['a', 'b', 'c']) await logDm(logging, `x.com/offline_${name}`);
    for (const page of [logging, other]) {
      await page.getByTestId('pending-logs').getByText('3 logs waiting to be sent').waitFor();
      await expect.poll(() => dmsSent(page)).toBe('5');
    }
    // What the device kept, put back (a reload, or the banner's check for the connection),
    // still counts each waiting log once.
    await other.reload();
    await other.getByTestId('pending-logs').getByText('3 logs waiting to be sent').waitFor();
    await expect.poll(() => dmsSent(other)).toBe('5');
    // The banner takes one line on the phone: 'Offline ·' beside the count.
    const banner = logging.locator('[role=status]', { hasText: 'Offline' });
    await banner.getByText('Offline ·', { exact: true }).waitFor();
    expect((await banner.boundingBox())!.height).toBeLessThan(44);
    await expect.poll(() => dmsSent(logging)).toBe('5');

    await context.setOffline(false);
    for (const page of [logging, other]) {
      await page.getByTestId('pending-logs').waitFor({ state: 'detached' });
    }
    await expect.poll(() => serverDms(context.request)).toBe(5);
    await expect
      .poll(() => Promise.all([dmsSent(logging), dmsSent(other)]), { timeout: 5_000 })
      .toEqual(['5', '5']);
  });

  it('offline, / opens the app and Analytics shows what the device has', async () => {
    const context = await suite.context({ width: 375 });
    await approvedMember(suite.admin, context, 'Ana Lytics');
    const page = await context.newPage();
    await page.goto('/analytics');
    await page.getByText('Days at goal').waitFor();
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await card(page).getByRole('button', { name: 'Log DM' }).waitFor();
    await page.goto('/analytics');
    await page.getByText('Days at goal').waitFor();
    // A Logs Manager day never opened here says what the page can show instead.
    await page.goto('/logs-manager?date=2026-01-05');
    await page.getByText('You are offline', { exact: true }).waitFor();
    await page.getByText(/^This day was not opened on this device before/).waitFor();
    const banner = page.locator('[role=status]', { hasText: 'Offline' });
    await banner.getByText('Offline: showing what this device has').waitFor();
    expect((await banner.boundingBox())!.height).toBeLessThan(44);
  });
});
