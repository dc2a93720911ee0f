import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite } from './support/suite';
import { appTookOver, checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember } from './support/members';

/** The Log DM flow on a phone (375 px): handles, Paste, the remembered setter, staying put. */
const suite = e2eSuite({ admin: true });

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });
const dmsSentToday = async (page: Page) =>
  ((await (await page.request.get('/api/tracker/today')).json()) as { dmsSent: number }).dmsSent;

async function phonePage(name: string) {
  const context = await suite.context({ width: 375 });
  await approvedMember(suite.admin, context, name);
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

async function openLogDm(page: Page) {
  await page.goto('/dashboard');
  await appTookOver(page);
  // The card's button (the bottom bar's Log DM is a link).
  await page.getByRole('button', { name: 'Log DM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log DM' });
  await dialog.waitFor();
  return dialog;
}

describe('Log DM on a phone', () => {
  it('asks for the platform of a bare handle before logging anything, then remembers it', async () => {
    const { context, page, errors } = await phonePage('Hana Handle');
    const dialog = await openLogDm(page);
    const platform = dialog.getByLabel('Platform (for a @handle)');
    expect(await platform.inputValue()).toBe(''); // nothing picked for the member

    await dialog.getByLabel('Profile URL').fill('@jade.fit');
    await dialog.getByText('Pick the platform this handle is on.').waitFor();
    await dialog.getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'Choose a platform').waitFor();
    await dialog
      .getByRole('alert')
      .getByText('Pick the platform for this handle, or paste the profile URL.')
      .waitFor();
    expect(await platform.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dmsSentToday(page)).toBe(0); // nothing was logged, as anything

    await platform.selectOption('instagram');
    await dialog.getByRole('button', { name: 'Log DM' }).click();
    // Logged as the Instagram profile the member picked (the name read from the handle).
    await toast(page, 'DM Logged!').getByText('Jade Fit · Instagram · Self').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await dmsSentToday(page)).toBe(1);

    // The choice is remembered for the next handle, on this device, after a reload too.
    const again = await openLogDm(page);
    expect(await again.getByLabel('Platform (for a @handle)').inputValue()).toBe('instagram');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Paste fills in just the profile out of shared text, and nothing from text without one', async () => {
    const { context, page, errors } = await phonePage('Pete Paste');
    const dialog = await openLogDm(page);
    const field = dialog.getByLabel('Profile URL');
    const copy = (text: string) =>
      page.evaluate((value) => navigator.clipboard.writeText(value), text);

    await copy(
      "Check out Nina's profile https://www.linkedin.com/in/nina-north?utm_source=share_via&utm_content=profile on LinkedIn",
    );
    await dialog.getByRole('button', { name: 'Paste' }).click();
    await expect.poll(() => field.inputValue()).toBe('https://www.linkedin.com/in/nina-north');
    await dialog.getByText('LinkedIn profile · Nina North').waitFor();

    await copy('see you at 5, thanks!');
    await dialog.getByRole('button', { name: 'Paste' }).click();
    await toast(page, 'No profile found').waitFor();
    await dialog
      .getByRole('alert')
      .getByText(/The copied text has no profile link or @handle/)
      .waitFor();
    expect(await field.inputValue()).toBe('https://www.linkedin.com/in/nina-north');

    await dialog.getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'DM Logged!').getByText('Nina North · LinkedIn · Self').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in team mode, starts on the setter the member last logged for, after a reload', async () => {
    const { context, page, errors } = await phonePage('Tom Team');
    const settings = await page.request.patch('/api/settings', {
      data: { soloMode: false, settersCount: 1 },
    });
    expect(settings.status()).toBe(200);
    const added = await page.request.post('/api/setters', { data: { setterName: 'Alex Kim' } });
    expect(added.status()).toBe(201);

    const dialog = await openLogDm(page);
    const setter = dialog.getByLabel('Setter');
    await setter.locator('option', { hasText: 'Alex Kim' }).waitFor({ state: 'attached' });
    expect(await setter.inputValue()).toBe(''); // 'Select setter': never chosen before
    await dialog.getByLabel('Profile URL').fill('https://x.com/sam_rivera');
    await setter.selectOption('Alex Kim');
    await dialog.getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'DM Logged!').getByText('Sam Rivera · X · Alex Kim').waitFor();

    await page.reload();
    const again = await openLogDm(page);
    await expect.poll(() => again.getByLabel('Setter').inputValue()).toBe('Alex Kim');
    // No setter to pick again: Log DM, the URL, Log DM.
    await again.getByLabel('Profile URL').fill('https://x.com/bea_lopez');
    await again.getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'DM Logged!').getByText('Bea Lopez · X · Alex Kim').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Log DM from the Prospect Tracker’s bottom bar keeps the member on the Prospect Tracker', async () => {
    const { context, page, errors } = await phonePage('Pia Place');
    await page.goto('/dashboard');
    await appTookOver(page);
    const bar = page.locator('nav[data-bottom-bar]');
    await bar.getByRole('link', { name: 'Prospects' }).click();
    await page.waitForURL('**/prospect-tracker');
    await page.getByRole('link', { name: 'Add Prospect' }).waitFor();
    const onTracker = () => expect(new URL(page.url()).pathname).toBe('/prospect-tracker');

    // Submit: the dialog closes over the Prospect Tracker.
    await bar.getByRole('link', { name: 'Log DM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log DM' });
    await dialog.getByLabel('Profile URL').fill('https://www.linkedin.com/in/lena-list');
    await dialog.getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'DM Logged!').getByText('Lena List · LinkedIn · Self').waitFor();
    await dialog.waitFor({ state: 'detached' });
    onTracker();
    await page.getByRole('link', { name: 'Add Prospect' }).waitFor(); // the page, not a redirect

    // Cancel: still here, nothing logged.
    await bar.getByRole('link', { name: 'Log DM' }).click();
    await dialog.waitFor();
    onTracker();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    onTracker();
    expect(await dmsSentToday(page)).toBe(1);

    // Add Prospect says what it does, and stays too.
    await page.getByRole('link', { name: 'Add Prospect' }).click();
    const add = page.getByRole('dialog', { name: 'Add Prospect' });
    await add.waitFor();
    await checkAtBothWidths(page, 'log-dm-add-prospect');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });
    onTracker();
    expect(errors).toEqual([]);
    await context.close();
  });
});
