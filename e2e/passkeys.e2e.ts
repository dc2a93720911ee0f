import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite } from './support/suite';
import { checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember } from './support/members';

// PUBLIC_URL unset: the passkey's relying party is the address the browser shows (localhost).
const suite = e2eSuite({ admin: true, env: { PUBLIC_URL: '' } });

/** Chromium's virtual authenticator stands in for a fingerprint reader on this page. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.waitForURL('**/auth');
}

describe('passkeys', () => {
  it('adds a passkey in Settings, signs in with it without a password, then removes it', async () => {
    const context = await suite.context();
    await approvedMember(suite.admin, context, 'Pia Passkey');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const authenticator = await virtualAuthenticator(page);

    await page.goto('/settings#security'); // as from a security mail
    const name = page.getByLabel('Name for a new passkey');
    expect(await name.inputValue()).toBe('Chrome on Linux');
    await name.fill('Office laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const list = page.getByRole('list', { name: 'Passkeys' });
    await list.getByText('Office laptop').waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);
    await page
      .getByRole('list', { name: 'Recent security activity' })
      .getByText('Passkey added')
      .waitFor();
    await checkAtBothWidths(page, 'passkeys-settings');

    await signOut(page);
    await checkAtBothWidths(page, 'passkeys-sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/dashboard');
    expect((await page.request.get('/api/me')).status()).toBe(200);

    await page.goto('/settings#security'); // as from a security mail
    await page.getByRole('button', { name: 'Rename Office laptop' }).click();
    await page.getByLabel('Passkey name').fill('Work laptop');
    await list.getByRole('button', { name: 'Save' }).click();
    await list.getByText('Work laptop').waitFor();
    await page.getByRole('button', { name: 'Remove Work laptop' }).click();
    await page.getByRole('button', { name: 'Remove passkey' }).click();
    await page.getByText('No passkeys yet.').waitFor();

    // The device still holds the credential; the server no longer knows it.
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('This passkey is not known here.', { exact: false }).first().waitFor();
    expect(page.url()).toMatch(/\/auth$/);
    expect(errors).toEqual([]);
  });
});
