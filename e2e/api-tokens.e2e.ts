import { describe, expect, it } from 'vitest';

import { e2eSuite } from './support/suite';
import {
  appTookOver,
  checkAtBothWidths,
  expectAccessible,
  watchPageErrors,
} from './support/browser';
import { approvedMember } from './support/members';

const suite = e2eSuite({ admin: true });

describe('API tokens', () => {
  it('creates a token on a phone, shows it once, calls v1 with it, revokes it', async () => {
    const context = await suite.context({ width: 375, colorScheme: 'dark' });
    await approvedMember(suite.admin, context, 'Tom Token');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/settings');
    await appTookOver(page);
    const card = page.locator('#api-tokens');
    await card.scrollIntoViewIfNeeded();
    await card.getByLabel('Token name').fill('Zapier');
    await card.getByLabel('Scope').selectOption('read_log');
    await card.getByRole('button', { name: 'Create token' }).click();
    const shown = card.getByTestId('new-token');
    await shown.waitFor();
    const token = (await shown.textContent())!.trim();
    expect(token).toMatch(/^dms_/);
    await card.getByRole('button', { name: 'Copy token' }).click();
    await page.getByText('Token copied to clipboard.').waitFor();
    await checkAtBothWidths(page, 'api-tokens');
    await card.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => shown.count()).toBe(0);
    await expect.poll(() => card.getByText(`dms_…${token.slice(-4)}`).count()).toBe(1);

    const headers = { authorization: `Bearer ${token}` };
    const today = await page.request.get('/api/v1/today', { headers });
    expect(today.status()).toBe(200);
    expect(await today.json()).toHaveProperty('dmsSent', 0);

    // The API reference's "Send request" with the token (no cookie sent), and axe on it.
    const docs = await context.newPage();
    const docsErrors = watchPageErrors(docs);
    await docs.goto('/api/docs');
    await docs.getByRole('heading', { name: 'Logging' }).waitFor();
    await docs.getByLabel('Your API token').fill(token);
    await docs.getByText("Today's progress").click();
    await docs.getByRole('button', { name: 'Send request' }).click();
    await docs.getByText(/^200 /).waitFor();
    await expectAccessible(docs, 'api-docs');
    expect(docsErrors).toEqual([]);

    await card.getByRole('button', { name: 'Revoke “Zapier”' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
    await page.getByText('Zapier no longer works.').waitFor();
    expect((await page.request.get('/api/v1/today', { headers })).status()).toBe(401);

    expect(errors).toEqual([]);
  });
});
