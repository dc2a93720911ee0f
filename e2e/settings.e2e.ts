import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { e2eSuite } from './support/suite';
import { checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember, PASSWORD, uniqueEmail } from './support/members';

const suite = e2eSuite({ admin: true });

describe('settings', () => {
  it('edits the profile and time zone, and signs out everywhere', async () => {
    const context = await suite.context();
    await approvedMember(suite.admin, context, 'Sam Settings');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/settings');
    await page.getByLabel('Full Name').fill('Samantha Settings');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile was updated.').waitFor();
    await page.getByLabel('Time zone', { exact: true }).selectOption('Australia/Sydney');
    await page.getByText('Your days now follow Australia/Sydney.').waitFor();
    await checkAtBothWidths(page, 'settings');
    await page.reload();
    await page.getByLabel('Full Name').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Samantha Settings');
    expect(await page.getByLabel('Time zone', { exact: true }).inputValue()).toBe(
      'Australia/Sydney',
    );
    // Account security is drawn as the member scrolls to it.
    await page.getByRole('region', { name: 'Account security' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await page.waitForURL('**/auth');
    expect((await page.request.get('/api/me')).status()).toBe(401);
    expect(errors).toEqual([]);
  });

  it('downloads the member’s data, deletes the account and cannot sign in again', async () => {
    const context = await suite.context();
    const { email } = await approvedMember(suite.admin, context, 'Dee Departing');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/settings');
    const downloadButton = page.getByRole('button', { name: 'Download my data' });
    await downloadButton.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^dm-sprint-data-\d{4}-\d{2}-\d{2}\.zip$/);
    // A zip: its local file header's signature.
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('504b0304');
    await page.getByText(`${download.suggestedFilename()} saved.`).waitFor();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('That password is not right.').waitFor();
    await checkAtBothWidths(page, 'settings-delete-account');
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account and all its data are gone.').waitFor();
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText(/invalid email or password/i).waitFor();
    expect(errors).toEqual([]);
  });

  it('offers a password reset from the sign-in form', async () => {
    const context = await suite.context();
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(uniqueEmail('forgot'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account uses that address, a reset link is on its way.').waitFor();
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Confirm new password').fill('brand-new-password');
    await checkAtBothWidths(page, 'reset-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/invalid token/i).waitFor();
  });

  it('renders the public pages and the dashboard in the dark theme', async () => {
    const context = await suite.context({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await checkAtBothWidths(page, 'landing-dark');
    await page.goto('/auth');
    await page.getByText('Welcome Back').waitFor();
    await checkAtBothWidths(page, 'auth-dark');
    await approvedMember(suite.admin, context, 'Dana Dark');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Dana Dark!' }).waitFor();
    await checkAtBothWidths(page, 'dashboard-dark');
  });

  it('switches the theme on the static landing page, and keeps it from the first paint on', async () => {
    const context = await suite.context({ colorScheme: 'light' });
    const page = await context.newPage();
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.goto('/');
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark()).toBe(true);
    // The pre-rendered sign-in page arrives as HTML; the stored choice is applied by
    // /theme-init.js before it paints, not later by the app.
    const response = await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    expect(await response!.text()).toContain('Welcome Back');
    expect(await isDark()).toBe(true);
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await isDark()).toBe(false);
    await context.close();
  });
});
