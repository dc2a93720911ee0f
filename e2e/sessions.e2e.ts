import { describe, expect, it } from 'vitest';

import { e2eSuite } from './support/suite';
import { checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember, PASSWORD } from './support/members';

const suite = e2eSuite({ admin: true });

describe('signed-in devices', () => {
  it('signs another device out from Settings: that device lands on the sign-in page', async () => {
    const laptop = await suite.context();
    const { email } = await approvedMember(suite.admin, laptop, 'Devi Ces');
    const phone = await suite.context();
    const signedIn = await phone.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const phonePage = await phone.newPage();
    await phonePage.goto('/dashboard');
    await phonePage.getByRole('heading', { name: 'Welcome back, Devi Ces!' }).waitFor();

    const page = await laptop.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/settings#security'); // as from a security mail
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByText('This device').waitFor();
    await devices.getByText('Chrome on Linux').first().waitFor();
    await devices.getByRole('listitem').nth(1).waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(2);
    await page
      .getByRole('list', { name: 'Recent security activity' })
      .getByText('New sign-in')
      .waitFor();
    await checkAtBothWidths(page, 'settings-devices');

    await devices.getByRole('button', { name: /^Sign out / }).click();
    await page.getByText(/was signed out\./).waitFor();
    await devices.getByRole('button', { name: /^Sign out / }).waitFor({ state: 'detached' });
    expect(await devices.getByRole('listitem').count()).toBe(1);

    await phonePage.reload();
    await phonePage.waitForURL('**/auth');
    expect((await phone.request.get('/api/me')).status()).toBe(401);
    expect(errors).toEqual([]);
  });
});
