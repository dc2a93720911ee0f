import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  endpointRefusal,
  guardedLookup,
  isRefusedAddress,
  PRIVATE_PUSH_HOST_MESSAGE,
  RefusedPushHostError,
} from './push-endpoint';

describe('push endpoint addresses', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '100.100.100.200',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:c0a8:101::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '142.250.74.74',
    '172.32.0.1',
    '172.15.255.255',
    '2607:f8b0:4004:800::200e',
    '::ffff:8.8.8.8',
  ])('accepts %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });

  it('refuses literal private hosts and local names at registration, not public names', () => {
    for (const endpoint of [
      'https://[::ffff:127.0.0.1]/p',
      'https://0x7f000001/p',
      'https://localhost:8443/p',
      'https://metadata.google.internal/p',
      'https://printer.local/p',
      'https://intranet/p',
    ]) {
      expect(endpointRefusal(endpoint), endpoint).toBe(PRIVATE_PUSH_HOST_MESSAGE);
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/x',
    ]) {
      expect(endpointRefusal(endpoint), endpoint).toBeNull();
    }
  });

  it('checks where a name resolves, in the connection itself', async () => {
    // 'localhost' resolves from /etc/hosts (no network needed) to a loopback address.
    for (const all of [false, true]) {
      const error = await new Promise<Error | null>((resolve) =>
        guardedLookup('localhost', { all }, (err) => resolve(err)),
      );
      expect(error).toBeInstanceOf(RefusedPushHostError);
    }
    const connection = await new Promise<Error>((resolve) => {
      const request = http.request({ host: 'localhost', port: 9, lookup: guardedLookup });
      request.on('error', resolve);
      request.end();
    });
    expect(connection).toBeInstanceOf(RefusedPushHostError);
  });
});
