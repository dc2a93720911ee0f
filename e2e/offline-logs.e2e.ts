import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { e2eSuite } from './support/suite';
import { checkAtBothWidths, serviceWorkerReady } from './support/browser';
import { approvedMember } from './support/members';

const suite = e2eSuite({ admin: true });

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });
const stat = (page: Page, label: string) =>
  page.getByTestId('today-stats').locator('div', { hasText: label }).locator('dd').first();
/** Waits (Playwright's timeout) until today's stat shows `value`. */
const statShows = (page: Page, label: string, value: string) =>
  stat(page, label).getByText(value, { exact: true }).waitFor();

async function logDm(request: APIRequestContext, profileUrl: string): Promise<string> {
  const answer = await request.post('/api/dms', { data: { profileUrl } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { dm: { id: string } }).dm.id;
}

async function today(request: APIRequestContext): Promise<TrackerToday> {
  const answer = await request.get('/api/tracker/today');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as TrackerToday;
}

/** Picks a prospect in the Log Reply / Log Meeting dialog: the tap logs it. */
async function pick(page: Page, action: 'Log Reply' | 'Log Meeting', prospect: string) {
  await page.getByRole('button', { name: action }).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(prospect) })
    .click();
  await dialog(page).waitFor({ state: 'detached' });
}

/** How many entries the device keeps of the member's pages (src/web/lib/query-persistence.ts). */
const keptQueries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('dm-sprint-queries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve(0);
          const count = db.transaction('queries').objectStore('queries').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

describe('offline logs', () => {
  it('Reply and Meeting made offline survive a reload, are sent once; Undo and a conflict are never silent', async () => {
    const context = await suite.context();
    await approvedMember(suite.admin, context, 'Olga Offline');
    const api = context.request;
    await logDm(api, 'https://www.linkedin.com/in/ann-able');
    const bo = await logDm(api, 'https://www.linkedin.com/in/bo-booker');
    const dee = await logDm(api, 'https://www.linkedin.com/in/dee-deleted');
    for (const id of [bo, dee]) {
      expect((await api.post(`/api/dms/${id}/reply`)).status()).toBe(200);
    }

    const page = await context.newPage();
    await page.goto('/dashboard');
    await statShows(page, 'New DMs', '3');
    // Both dialogs opened once online, so their lists are on the device.
    for (const [action, prospect] of [
      ['Log Reply', 'Ann Able'],
      ['Log Meeting', 'Dee Deleted'],
    ] as const) {
      await page.getByRole('button', { name: action }).click();
      await dialog(page)
        .getByRole('button', { name: new RegExp(prospect) })
        .waitFor();
      await page.keyboard.press('Escape');
    }

    await serviceWorkerReady(page);
    await context.setOffline(true);
    // A DM logged offline and undone at once is taken out of the outbox: never sent.
    await page.getByRole('button', { name: 'Log DM' }).click();
    await dialog(page).getByLabel('Profile URL').fill('x.com/undo_me');
    await dialog(page).getByRole('button', { name: 'Log DM' }).click();
    await page.getByTestId('pending-logs').getByText('1 log waiting to be sent').waitFor();
    await statShows(page, 'New DMs', '4');
    await toast(page, 'Saved on this device').getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Undone').getByText('it will not be sent').waitFor();
    await page.getByTestId('pending-logs').waitFor({ state: 'detached' });
    await statShows(page, 'New DMs', '3');

    await pick(page, 'Log Reply', 'Ann Able');
    await pick(page, 'Log Meeting', 'Bo Booker');
    await pick(page, 'Log Meeting', 'Dee Deleted');
    await page.getByTestId('pending-logs').getByText('3 logs waiting to be sent').waitFor();

    // Meanwhile Dee's DM is deleted on another device.
    expect((await api.delete(`/api/dms/${dee}`)).status()).toBe(200);

    // Reloaded offline: the counts the device kept, plus the logs still waiting.
    await page.reload();
    await page
      .getByText(/^You are offline\./)
      .first()
      .waitFor();
    await page.getByTestId('pending-logs').getByText('3 logs waiting to be sent').waitFor();
    await statShows(page, 'New DMs', '3');
    await statShows(page, 'Meetings Booked', '2');
    // The rate is the server's (2 of today's 3 new prospects replied): a waiting reply counts
    // in it once the server has it.
    await statShows(page, 'Reply Rate', '66.7%');
    await checkAtBothWidths(page, 'dashboard-offline-restored');
    // Still so after the banner's checks for the connection (every 5 s) asked for /api/me again.
    expect(await stat(page, 'Meetings Booked').innerText()).toBe('2');

    await context.setOffline(false);
    await page.getByTestId('pending-logs').waitFor({ state: 'detached' });
    await toast(page, 'A saved meeting was not logged')
      .getByText('This DM was deleted, so it could not be updated.')
      .waitFor();
    expect(await today(api)).toMatchObject({ dmsSent: 2, responses: 2, meetings: 1 });
    await statShows(page, 'Meetings Booked', '1');

    // A second load sends nothing again.
    await page.reload();
    await statShows(page, 'New DMs', '2');
    expect(await today(api)).toMatchObject({ dmsSent: 2, responses: 2, meetings: 1 });

    // Signing out leaves nothing of the member's pages on the device.
    expect(await keptQueries(page)).toBe(1);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(/\/auth/);
    await expect.poll(() => keptQueries(page), { timeout: 15_000 }).toBe(0);
  });

  it('Paste fills the Profile URL from the clipboard', async () => {
    const context = await suite.context({ width: 375 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await approvedMember(suite.admin, context, 'Pia Paste');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.evaluate(() =>
      navigator.clipboard.writeText('https://www.linkedin.com/in/pat-paste?utm_source=share'),
    );
    await page.getByRole('button', { name: 'Log DM' }).click();
    await dialog(page).getByRole('button', { name: 'Paste' }).click();
    await expect
      .poll(() => dialog(page).getByLabel('Profile URL').inputValue(), { timeout: 15_000 })
      .toBe('https://www.linkedin.com/in/pat-paste'); // tracking dropped, as a share's
    await dialog(page).getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'DM Logged!').getByText('Pat Paste · LinkedIn · Self').waitFor();
  });

  it('Share in team mode: Self is picked, another active setter can be', async () => {
    const context = await suite.context();
    await approvedMember(suite.admin, context, 'Tia Team');
    const api = context.request;
    expect((await api.post('/api/setters', { data: { setterName: 'Alex Kim' } })).status()).toBe(
      201,
    );
    expect(
      (await api.patch('/api/settings', { data: { soloMode: false, settersCount: 1 } })).status(),
    ).toBe(200);
    const page = await context.newPage();
    await page.goto(`/share?url=${encodeURIComponent('https://x.com/sam_rivera')}`);
    const setter = page.getByLabel('Setter');
    await expect.poll(() => setter.inputValue()).toBe('Self');
    await checkAtBothWidths(page, 'share-target-team');
    await setter.selectOption('Alex Kim');
    await page.getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'DM Logged!')
      .getByText(/ · X · Alex Kim$/)
      .waitFor();
    const logged = await api.get(`/api/logs/dms?date=${new Date().toISOString().slice(0, 10)}`);
    expect(((await logged.json()) as { items: { setterName: string }[] }).items).toMatchObject([
      { setterName: 'Alex Kim' },
    ]);
  });

  it('a share made offline is kept on the device and sent once the app is open online', async () => {
    const context = await suite.context({ width: 375 });
    await approvedMember(suite.admin, context, 'Sia Share');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await statShows(page, 'New DMs', '0');
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await page.goto(`/share?url=${encodeURIComponent('https://www.linkedin.com/in/sia-shared')}`);
    await page.getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'Saved on this device').waitFor();
    await page.getByText(/^Saved on this device\. It is sent the next time/).waitFor();

    await context.setOffline(false);
    await page.goto('/dashboard');
    await statShows(page, 'New DMs', '1'); // the waiting share counted once, before and after it is sent
    // The dashboard counts the waiting share before the outbox sends it: wait for the server.
    await expect.poll(async () => (await today(context.request)).dmsSent).toBe(1);
    await page.getByTestId('pending-logs').waitFor({ state: 'detached' });
    await statShows(page, 'New DMs', '1');
  });
});
