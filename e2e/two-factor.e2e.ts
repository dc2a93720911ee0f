import { describe, expect, it } from 'vitest';

import { totpCode } from '@/test/totp';
import { e2eSuite } from './support/suite';
import { checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember, PASSWORD } from './support/members';

const suite = e2eSuite({ admin: true });

describe('two-factor authentication', () => {
  it('is turned on in Settings, then asked for at sign-in', async () => {
    const context = await suite.context();
    const { email } = await approvedMember(suite.admin, context, 'Tara Twofactor');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/settings#security'); // as from a security mail
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = (await page.locator('code').textContent()) ?? '';
    // A phone cannot scan its own screen: it gets the otpauth:// link, a computer the QR only.
    const openApp = page.getByRole('link', { name: 'Open in your authenticator app' });
    expect(await openApp.isVisible()).toBe(false);
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 800 });
    await openApp.waitFor();
    const uri = (await openApp.getAttribute('href')) ?? '';
    expect(uri).toMatch(new RegExp(`^otpauth://totp/DM%20Sprint:.+secret=${key}`));
    await page.setViewportSize(size);
    await page.getByLabel('Code from the app').fill(totpCode(uri));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    for (const code of await codes.allInnerTexts()) expect(code).not.toMatch(/[0O1lIi]/);
    await checkAtBothWidths(page, 'two-factor-backup-codes');
    await page.getByRole('button', { name: 'I saved them' }).click();
    await page.getByRole('button', { name: 'Turn off two-factor' }).waitFor();

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL('**/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right.', { exact: false }).first().waitFor();
    await checkAtBothWidths(page, 'two-factor-sign-in');
    // The next 30-second step: the set-up just used this step's code, and a code works once.
    await page.getByLabel('Authentication code').fill(totpCode(uri, Date.now() + 30_000));
    await page.getByLabel('Trust this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    expect((await page.request.get('/api/me')).status()).toBe(200);
    expect(errors).toEqual([]);
  });
});
