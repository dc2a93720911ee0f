import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the server may connect when a member chooses the address (a web-push endpoint, a
 * webhook URL): public hosts only, never the server's own network — loopback, private and
 * link-local ranges, cloud metadata, multicast and reserved. One set of checks for every
 * outgoing request a member can aim (push: src/server/notifications/push-endpoint.ts,
 * webhooks: src/server/webhooks/). The operator may lift it for named hosts or ranges
 * (PUSH_ALLOW_PRIVATE_HOSTS, WEBHOOK_ALLOW_HOSTS; docs/operations.md).
 */

const V4_REFUSED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (and Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const V6_REFUSED: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  // Local-use NAT64 (RFC 8215): never globally reachable, whatever IPv4 it embeds and where.
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const refused = new BlockList();
for (const [network, prefix] of V4_REFUSED) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of V6_REFUSED) refused.addSubnet(network, prefix, 'ipv6');

/** Names that lead inside: loopback, single labels (search domains), local suffixes, metadata. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'home.arpa', 'lan'];
const METADATA_NAMES = new Set(['metadata', 'metadata.goog', 'instance-data']);

const bare = (host: string) => host.replace(/^\[|\]$/g, '').replace(/%.*$/, '');

/** An IPv6 address's eight 16-bit groups (an embedded dotted IPv4 included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - front.length - back.length).fill('0');
  return [...front, ...middle, ...back].map((group) => parseInt(group, 16));
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 one stands for, or null: IPv4-mapped (::ffff:0:0/96), SIIT's
 * IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96), well-known NAT64 (64:ff9b::/96),
 * 6to4 (2002::/16, in bits 16-47) and Teredo (2001::/32, the client's address inverted in the
 * last 32 bits). Local-use NAT64 is refused as a range (V6_REFUSED).
 */
function embeddedV4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const last32 = v4Of(groups[6], groups[7]);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return last32;
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return last32;
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return last32;
  if (groups[0] === 0x2002) return v4Of(groups[1], groups[2]);
  if (groups[0] === 0x2001 && groups[1] === 0) return v4Of(groups[6] ^ 0xffff, groups[7] ^ 0xffff);
  return null;
}

/** True for an IP address the server must not connect to (any form of it). */
export function isRefusedAddress(address: string): boolean {
  const plain = bare(address);
  const version = isIP(plain);
  if (version === 4) return refused.check(plain, 'ipv4');
  if (version !== 6) return true;
  if (refused.check(plain, 'ipv6')) return true;
  const v4 = embeddedV4(ipv6Groups(plain));
  return v4 !== null && isRefusedAddress(v4);
}

/** True for a host name that leads to the server's own network whatever DNS says. */
export function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.') || METADATA_NAMES.has(name)) return true;
  return LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** True when a URL's host is a refused address written out, or a name that leads inside. */
export function isPrivateHost(hostname: string): boolean {
  const literal = isIP(bare(hostname)) !== 0;
  return literal ? isRefusedAddress(hostname) : isLocalName(hostname);
}

/** What a connection fails with when its host resolves to a refused address. */
export class RefusedHostError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    what = 'host',
  ) {
    super(`${what} ${host} resolves to ${address}, on the server's own network`);
  }
}

/**
 * Hosts and ranges the operator allows on the server's own network (a LAN's n8n):
 * a comma-separated list of names, addresses and CIDR ranges (`n8n.lan,192.168.1.0/24`).
 */
export type HostAllowList = {
  /** The name (as written in a URL) is allowed. */
  allowsName: (hostname: string) => boolean;
  /** The address (resolved, or written out) is allowed. */
  allowsAddress: (address: string) => boolean;
  isEmpty: boolean;
};

export function parseHostAllowList(spec: string): HostAllowList {
  const names = new Set<string>();
  const ranges = new BlockList();
  let count = 0;
  for (const item of spec.split(',').map((entry) => entry.trim().toLowerCase())) {
    if (!item) continue;
    count++;
    const [network, prefix] = item.split('/');
    const version = isIP(bare(network));
    if (version === 0) names.add(item.replace(/\.$/, ''));
    else {
      const family = version === 4 ? 'ipv4' : 'ipv6';
      const bits = prefix === undefined ? (version === 4 ? 32 : 128) : Number(prefix);
      ranges.addSubnet(bare(network), bits, family);
    }
  }
  const allowsAddress = (address: string) => {
    const plain = bare(address);
    const version = isIP(plain);
    return version !== 0 && ranges.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
  const name = (hostname: string) => bare(hostname).toLowerCase().replace(/\.$/, '');
  return {
    // `localhost` is loopback by definition (RFC 6761): allowed wherever loopback is.
    allowsName: (hostname) =>
      names.has(name(hostname)) ||
      allowsAddress(hostname) ||
      (isLoopbackName(name(hostname)) && (allowsAddress('127.0.0.1') || allowsAddress('::1'))),
    allowsAddress,
    isEmpty: count === 0,
  };
}

const isLoopbackName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

/** Whether a list's items are names, addresses or CIDR ranges (for env.ts). */
export function isHostAllowListSpec(spec: string): boolean {
  return spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .every((item) => {
      const [network, prefix, extra] = item.split('/');
      const version = isIP(bare(network));
      if (version === 0) return prefix === undefined && /^[a-z0-9.-]+$/i.test(network);
      const max = version === 4 ? 32 : 128;
      return (
        extra === undefined &&
        (prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= max))
      );
    });
}

/**
 * A DNS lookup for a connection: the address connected to is the one checked, so a name that
 * resolves elsewhere between a check and the connection (DNS rebinding) is still refused.
 * `allowed` lets through the operator's hosts (by the name looked up, or the address found).
 */
export function guardedLookupWith(allowed?: HostAllowList, what = 'host'): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const nameAllowed = allowed?.allowsName(hostname) ?? false;
      const bad = nameAllowed
        ? undefined
        : addresses.find(
            (entry) => isRefusedAddress(entry.address) && !allowed?.allowsAddress(entry.address),
          );
      if (bad) return callback(new RefusedHostError(hostname, bad.address, what), '', 0);
      if (addresses.length === 0) return callback(new Error(`no address for ${hostname}`), '', 0);
      if (options.all) {
        return (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, addresses);
      }
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
