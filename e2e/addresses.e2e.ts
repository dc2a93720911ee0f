import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  appTookOver,
  checkAtBothWidths,
  closeContexts,
  newMemberContext,
  sharedBrowser,
  watchPageErrors,
} from './support/browser';
import { PASSWORD, uniqueEmail } from './support/members';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // PUBLIC_URL unset, as a coach's first `npm start` would have it.
  [server, browser] = await Promise.all([startServer({ PUBLIC_URL: '' }), sharedBrowser()]);
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.stop();
});

async function openAt(address: string): Promise<{ page: Page; errors: string[] }> {
  const context = await newMemberContext(browser, address);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto('/auth');
  await appTookOver(page); // the pre-rendered form is disabled until then
  return { page, errors };
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

async function signInInUi(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('the app at whatever address it is opened', () => {
  it('signs up and in at 127.0.0.1 and localhost; another site is refused; PUBLIC_URL is named', async () => {
    const loopback = `http://127.0.0.1:${server.port}`;
    const localhost = `http://localhost:${server.port}`;
    const adminEmail = uniqueEmail('admin');
    const memberEmail = uniqueEmail('member');

    const first = await openAt(loopback);
    await signUpInUi(first.page, 'Ada Admin', adminEmail);
    // Right after sign-up a welcome, not a welcome back.
    await first.page.getByRole('heading', { name: 'Welcome, Ada Admin!' }).waitFor();

    const second = await openAt(localhost);
    await signInInUi(second.page, adminEmail);
    await second.page.getByRole('heading', { name: 'Welcome back, Ada Admin!' }).waitFor();

    const third = await openAt(localhost);
    await signUpInUi(third.page, 'Mia Member', memberEmail);
    await third.page.getByRole('heading', { name: 'Account Pending Approval' }).waitFor();

    const fourth = await openAt(loopback);
    await signInInUi(fourth.page, memberEmail);
    await fourth.page.getByRole('heading', { name: 'Account Pending Approval' }).waitFor();

    // A page of another site posting to the app (its Origin, the browser's cross-site mark).
    const crossSite = await fourth.page
      .context()
      .request.post(`${loopback}/api/auth/sign-in/email`, {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        data: { email: adminEmail, password: PASSWORD },
      });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toContain('Cross-origin requests are not allowed.');

    for (const opened of [first, second, third, fourth]) expect(opened.errors).toEqual([]);

    // The operator sets PUBLIC_URL: the other address is told which one to open.
    await server.stop({ keepData: true });
    server = await startServer(
      { PUBLIC_URL: localhost },
      { port: server.port, dataDir: server.dataDir },
    );
    const elsewhere = await openAt(loopback);
    await signInInUi(elsewhere.page, adminEmail);
    await elsewhere.page.getByText(`This server is set up for ${localhost}`).waitFor();
    await elsewhere.page.getByText('TRUSTED_ORIGINS').first().waitFor();
    await checkAtBothWidths(elsewhere.page, 'auth-wrong-address');
  }, 150_000);
});
