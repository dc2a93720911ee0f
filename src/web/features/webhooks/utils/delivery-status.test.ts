import { describe, expect, it } from 'vitest';
import { deliveryDetail, deliveryStatus } from './delivery-status';

describe('a delivery’s status in words', () => {
  it.each([
    [{ status: 'delivered', attempts: 1, responseStatus: 204 }, 'Delivered'],
    [{ status: 'failed', attempts: 8, responseStatus: 500 }, 'Failed: the receiver answered 500'],
    [{ status: 'failed', attempts: 8, responseStatus: null }, 'Failed: no answer'],
    [{ status: 'pending', attempts: 0, responseStatus: null }, 'On its way'],
    [
      { status: 'pending', attempts: 2, responseStatus: 503 },
      'Retrying: the receiver answered 503',
    ],
    [{ status: 'skipped', attempts: 0, responseStatus: null }, 'Not sent'],
  ] as const)('%o reads %j', (delivery, text) => {
    expect(deliveryStatus(delivery).text).toBe(text);
  });

  it('shows the server’s explanation only when it says more than the status', () => {
    expect(deliveryDetail({ error: 'The receiver answered 500.', responseStatus: 500 })).toBeNull();
    expect(deliveryDetail({ error: null, responseStatus: 204 })).toBeNull();
    const refused = 'Refused: This address is on the DM Sprint server’s own network';
    expect(deliveryDetail({ error: refused, responseStatus: null })).toBe(refused);
    const gone = 'The receiver answered 410 Gone: the webhook is turned off.';
    expect(deliveryDetail({ error: gone, responseStatus: 410 })).toBe(gone);
  });
});
