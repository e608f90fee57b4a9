import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may go: https to public addresses only, checked after the name is resolved,
 * and the connection then made to the address checked (`pinnedLookup`), so a name that
 * resolves elsewhere a moment later (DNS rebinding) cannot lead it inside. WEBHOOKS_ALLOW_PRIVATE
 * lifts both rules, for local receivers in tests and demos.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 of IPv4 (checked as its IPv4 too)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

/** Whether an IP address is one on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return isPublicAddress(v4);
  // Mapped forms written in ways the patterns above miss are refused outright.
  if (/^::ffff:/i.test(address)) return false;
  return !blocked.check(address, 'ipv6');
}

export interface WebhookTarget {
  url: URL;
  /** The address checked, which the request must connect to. */
  address: string;
  family: 4 | 6;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Why a URL may not be an endpoint's, or null when its form is fine (not yet resolved). */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be a full URL such as https://example.com/webhooks';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return 'must start with https://';
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) !== 0 && !isPublicAddress(host))
    return 'must be a public address, not a private, loopback or link-local one';
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost')))
    return 'must be a public address, not localhost';
  return null;
}

/**
 * The address to send to, after resolving the name: refused when any address it resolves to
 * is not public (unless private ones are allowed).
 */
export async function resolveTarget(
  raw: string,
  allowPrivate: boolean,
  resolver: Resolver = systemResolver,
): Promise<WebhookTarget | { refused: string; lasting: boolean }> {
  const problem = urlProblem(raw, allowPrivate);
  if (problem) return { refused: `The URL ${problem}.`, lasting: true };
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolver(host);
    } catch {
      return { refused: `The name ${host} does not resolve.`, lasting: false };
    }
  }
  const first = addresses[0];
  if (!first) return { refused: `The name ${host} does not resolve.`, lasting: false };
  if (!allowPrivate) {
    const inside = addresses.find((a) => !isPublicAddress(a.address));
    if (inside)
      return {
        refused: `${host} resolves to ${inside.address}, which is not a public address.`,
        lasting: true,
      };
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
