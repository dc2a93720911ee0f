import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite } from './support/suite';
import { appTookOver, checkAtBothWidths, watchPageErrors } from './support/browser';
import { PASSWORD, uniqueEmail } from './support/members';

const suite = e2eSuite();
const contexts: BrowserContext[] = [];

async function openPage(): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const context = await suite.context();
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page), context };
}

async function signUpInUi(page: Page, name: string, email: string) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Company').fill('Acme Outreach');
  await page.getByLabel('Industry').fill('Coaching');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

describe('the account journey', () => {
  it('runs from the landing page through approval to the dashboard', async () => {
    // Landing page
    const { page: visitor, errors: visitorErrors } = await openPage();
    await visitor.goto('/');
    await expect
      .poll(() => visitor.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/3-5 sales calls/);
    expect(await visitor.getByText('Join the community').count()).toBe(1);
    expect(await visitor.locator('section[aria-labelledby="features-title"] h3').count()).toBe(6);
    await checkAtBothWidths(visitor, 'landing');
    await visitor.getByRole('link', { name: 'Get Started' }).first().click();
    await visitor.waitForURL('**/auth');
    await visitor.getByText('Welcome Back').waitFor();
    await visitor.getByText('Sign in to access your cold DM tools').waitFor();
    await visitor.getByText('Only for students • Secure & Private').waitFor();
    await checkAtBothWidths(visitor, 'auth');

    // The first account becomes the admin (docs/decisions/0100-first-admin.md)
    const adminEmail = uniqueEmail('admin');
    await signUpInUi(visitor, 'Ada Admin', adminEmail);
    await visitor.waitForURL('**/dashboard');
    await visitor.getByText('Account created successfully!').waitFor();
    // Right after sign-up a welcome, not a 'welcome back' (that is for a return sign-in).
    await visitor.getByRole('heading', { name: 'Welcome, Ada Admin!' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Admin Panel' }).count()).toBe(1);
    await checkAtBothWidths(visitor, 'dashboard-admin');
    const admin = visitor;

    // A second member signs up and is held at the pending panel, with the pending toast
    const { page: member, errors: memberErrors } = await openPage();
    await member.goto('/auth');
    await appTookOver(member); // the pre-rendered form is disabled until then
    const memberEmail = uniqueEmail('member');
    await signUpInUi(member, 'Mia Member', memberEmail);
    await member.getByRole('heading', { name: 'Account Pending Approval' }).waitFor();
    await member
      .getByText(
        "Your account is being reviewed by our team. You'll receive an email once approved.",
      )
      .waitFor();
    expect(await member.getByRole('link', { name: 'Return to Auth' }).count()).toBe(1);
    await checkAtBothWidths(member, 'pending');
    await member.goto('/prospect-tracker');
    await member.getByRole('heading', { name: 'Account Pending Approval' }).waitFor();
    // Raised on the first render, before the Toaster mounts (once idle): sonner keeps it till then.
    await member.locator('[data-sonner-toast]', { hasText: 'Account Pending Approval' }).waitFor();

    // The admin approves from the Admin Panel
    await admin.getByRole('link', { name: 'Admin Panel' }).click();
    await admin.waitForURL('**/admin');
    const row = admin.getByRole('listitem').filter({ hasText: 'Mia Member' });
    await row.getByText('pending').waitFor();
    for (const label of ['Approved', 'Pending', 'Rejected', 'Total Users']) {
      expect(await admin.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    }
    await checkAtBothWidths(admin, 'admin');
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('User has been approved successfully.').waitFor();
    await row.getByText('approved').waitFor();
    expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The member reloads and reaches the dashboard
    await member.goto('/dashboard');
    await member.getByRole('heading', { name: 'Welcome back, Mia Member!' }).waitFor();
    expect(await member.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

    // A non-admin at /admin is sent to the dashboard with Access Denied
    await member.goto('/admin');
    await member.waitForURL('**/dashboard');
    await member.getByText("You don't have admin privileges.").waitFor();

    // Signed in, / and /auth lead to the dashboard
    await member.goto('/');
    await member.waitForURL('**/dashboard');
    await member.goto('/auth');
    await member.waitForURL('**/dashboard');

    // Sign Out ends the session on the server
    await member.getByRole('button', { name: 'Sign Out' }).click();
    await member.waitForURL('**/auth');
    const me = await member.request.get('/api/me');
    expect(me.status()).toBe(401);
    await member.goto('/dashboard');
    await member.waitForURL('**/auth');

    expect([...visitorErrors, ...memberErrors]).toEqual([]);
  });

  it('shows the spec toasts for failed sign-in and sign-up', async () => {
    const { page } = await openPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Sign in failed').waitFor();
    await page.getByText(/invalid email or password/i).waitFor();

    // The tabs by keyboard: the arrows move to a tab and show its panel, and wrap; End, Home.
    const signIn = page.getByRole('tab', { name: 'Sign In' });
    const signUp = page.getByRole('tab', { name: 'Sign Up' });
    await signIn.focus();
    await page.keyboard.press('ArrowRight');
    expect(await signUp.getAttribute('aria-selected')).toBe('true');
    expect(await signUp.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await signIn.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await signUp.getAttribute('aria-selected')).toBe('true');
    expect(await signIn.getAttribute('tabindex')).toBe('-1'); // one tab in the Tab order
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await page.getByPlaceholder('Minimum 8 characters').count()).toBe(1);
  });

  it('sends visitors without a session to /auth and unknown paths to the 404 page', async () => {
    const { page } = await openPage();
    await page.goto('/logs-manager');
    await page.waitForURL('**/auth');
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(warnings.some((text) => text.includes('/no/such/page'))).toBe(true);
    await checkAtBothWidths(page, 'not-found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(suite.server.url + '/');
  });
});
