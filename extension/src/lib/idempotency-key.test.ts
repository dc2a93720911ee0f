import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyOfMessage } from './idempotency-key';

describe('keyOfMessage', () => {
  it('is a version 5 UUID the server accepts as an Idempotency-Key', async () => {
    const key = await keyOfMessage('linkedin', 'sent', 'urn:li:msg_message:(a,2-b)');
    expect(z.uuid().safeParse(key).success).toBe(true);
    expect(key[14]).toBe('5');
  });

  it('is the same for the same message however often it is reported, and differs otherwise', async () => {
    const first = await keyOfMessage('linkedin', 'sent', 'm1');
    expect(await keyOfMessage('linkedin', 'sent', 'm1')).toBe(first);
    expect(await keyOfMessage('linkedin', 'received', 'm1')).not.toBe(first);
    expect(await keyOfMessage('instagram', 'sent', 'm1')).not.toBe(first);
    expect(await keyOfMessage('linkedin', 'sent', 'm2')).not.toBe(first);
  });
});
