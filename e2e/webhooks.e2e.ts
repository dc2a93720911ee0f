import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import { appTookOver, checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember } from './support/members';
import { startWebhookReceiver } from '@/test/webhook-receiver';

// The receiver is on loopback: the operator's allow list lets the server send there.
const suite = e2eSuite({ admin: true, env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe('Webhooks', () => {
  it('adds a Discord webhook on a phone and sees "Send test event" arrive', async () => {
    const context = await suite.context({ width: 375 });
    await approvedMember(suite.admin, context, 'Wes Webhook');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/settings');
    await appTookOver(page);
    const card = page.locator('#webhooks');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Add webhook' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Name').fill('Team channel');
    await dialog.getByLabel('Format').selectOption('discord');
    await dialog.getByLabel('Address (URL)').fill(`${receiver.url}/discord`);
    await dialog.getByRole('switch', { name: 'Meeting booked' }).click();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await card.getByTestId('webhook-secret').waitFor();
    // The dialog's outcome is the toast in front once it closes.
    await page
      .locator('[data-sonner-toast][data-front="true"]', { hasText: 'Webhook added' })
      .waitFor();
    expect(await card.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);

    await card.getByRole('button', { name: 'Send test event to Team channel' }).click();
    await page.getByText('Test event sent').waitFor();
    await expect.poll(() => receiver.received.length).toBe(1);
    const [request] = receiver.received;
    expect(request.path).toBe('/discord');
    expect(JSON.parse(request.body).content).toBe(
      '✅ DM Sprint is connected: this channel will get the events you chose.',
    );
    expect(request.headers['webhook-signature']).toMatch(/^v1,/);

    await card.getByRole('button', { name: 'Delivery log of Team channel' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    await log.getByRole('listitem', { name: 'Test event, Delivered' }).waitFor();
    await checkAtBothWidths(page, 'webhooks');
    expect(errors).toEqual([]);
  });
});
