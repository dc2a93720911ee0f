import { describe, expect, it } from 'vitest';
import {
  guardedLookupWith,
  isHostAllowListSpec,
  isPrivateHost,
  parseHostAllowList,
  RefusedHostError,
} from './outbound-address';

const lookup = (allow: string, host: string) =>
  new Promise<Error | null>((resolve) =>
    guardedLookupWith(parseHostAllowList(allow))(host, { all: true }, (error) => resolve(error)),
  );

describe('the operator’s allow list (WEBHOOK_ALLOW_HOSTS)', () => {
  it('reads names, addresses and CIDR ranges', () => {
    const allow = parseHostAllowList('n8n.lan, 192.168.1.0/24,10.0.0.5,fd00::/8');
    expect(allow.allowsName('N8N.lan')).toBe(true);
    expect(allow.allowsName('192.168.1.77')).toBe(true);
    expect(allow.allowsName('[fd00::1]')).toBe(true);
    expect(allow.allowsAddress('10.0.0.5')).toBe(true);
    expect(allow.allowsAddress('10.0.0.6')).toBe(false);
    expect(allow.allowsName('other.lan')).toBe(false);
    expect(parseHostAllowList('').isEmpty).toBe(true);
  });

  it('validates the variable', () => {
    for (const good of ['', 'n8n.lan', '127.0.0.1', '192.168.0.0/16, ::1', 'fd00::/8']) {
      expect(isHostAllowListSpec(good), good).toBe(true);
    }
    for (const bad of ['192.168.0.0/33', 'a b', 'http://n8n.lan', '10.0.0.1/8/2', 'n8n.lan/24']) {
      expect(isHostAllowListSpec(bad), bad).toBe(false);
    }
  });

  it('checks where a name resolves: refused unless its address or name is allowed', async () => {
    // 'localhost' resolves from /etc/hosts (no network needed) to a loopback address.
    expect(await lookup('', 'localhost')).toBeInstanceOf(RefusedHostError);
    expect(await lookup('10.0.0.0/8', 'localhost')).toBeInstanceOf(RefusedHostError);
    expect(await lookup('127.0.0.0/8,::1', 'localhost')).toBeNull();
    expect(await lookup('localhost', 'localhost')).toBeNull();
  });
});

describe('IPv6 forms that embed an IPv4 address', () => {
  // Each form twice: around a refused IPv4 (loopback, private, link-local) and a public one.
  it.each([
    ['IPv4-mapped', '::ffff:127.0.0.1', '::ffff:8.8.8.8'],
    ['IPv4-mapped, hex', '::ffff:a9fe:a9fe', '::ffff:808:808'],
    ['SIIT IPv4-translated', '::ffff:0:127.0.0.1', '::ffff:0:8.8.8.8'],
    ['SIIT, hex', '::ffff:0:a00:1', '::ffff:0:808:808'],
    ['IPv4-compatible', '::192.168.1.1', '::8.8.8.8'],
    ['NAT64 well-known', '64:ff9b::7f00:1', '64:ff9b::808:808'],
    ['6to4', '2002:c0a8:101::1', '2002:808:808::1'],
    ['6to4, link-local', '2002:a9fe:a9fe::', '2002:808:808::'],
    [
      'Teredo (client inverted)',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
    ],
    ['Teredo, private client', '2001::f5ff:fffe', '2001::f7f7:f7f7'],
  ])('%s: refuses %s, accepts %s', (_form, inside, outside) => {
    expect(isPrivateHost(`[${inside}]`)).toBe(true);
    expect(isPrivateHost(`[${outside}]`)).toBe(false);
  });

  it('refuses local-use NAT64 (RFC 8215) whatever it embeds: it is never globally reachable', () => {
    for (const address of ['64:ff9b:1::7f00:1', '64:ff9b:1::808:808', '64:ff9b:1:ffff::1']) {
      expect(isPrivateHost(`[${address}]`), address).toBe(true);
    }
    expect(isPrivateHost('[64:ff9b:2::808:808]')).toBe(false);
  });

  it('reads the hosts as a URL writes them', () => {
    for (const url of ['https://[64:ff9b:1::7f00:1]/', 'https://[::ffff:0:127.0.0.1]/']) {
      expect(isPrivateHost(new URL(url).hostname), url).toBe(true);
    }
  });
});
