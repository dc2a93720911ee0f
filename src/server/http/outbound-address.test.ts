import { describe, expect, it } from 'vitest';
import {
  guardedLookupWith,
  isHostAllowListSpec,
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
