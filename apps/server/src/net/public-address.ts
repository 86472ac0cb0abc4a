import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';

/**
 * The one SSRF guard of the server (ADR 0167): whatever address the server itself connects to on a user's say-so (a
 * provider base URL, a website to crawl) goes through it. Loopback, private, link-local (cloud metadata at
 * 169.254.169.254), CGNAT, benchmarking, unique-local and unspecified ranges are refused, after DNS resolution.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** A host that resolves (or is) a private, loopback, link-local or metadata address. */
export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private address`);
    this.name = 'PrivateAddressError';
  }
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as DNS sees it: lower case, without the brackets of an IPv6 literal. */
export function hostOf(url: string | URL): string {
  return new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** Names that only ever mean this machine or its private network, whatever a resolver answers. */
export const isLocalName = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local');

export interface AddressPolicy {
  /** Every address allowed (the operator's LLM_ALLOW_PRIVATE_BASE_URL). */
  allowPrivate?: boolean;
  /** Host names allowed to be private (tests: CRAWLER_ALLOW_PRIVATE_HOSTS), compared in lower case. */
  allowedHosts?: ReadonlySet<string>;
}

const allowed = (host: string, policy: AddressPolicy) => Boolean(policy.allowPrivate) || Boolean(policy.allowedHosts?.has(host));

/**
 * Refuses a host that is, or resolves to, a private address (`PrivateAddressError`). A name that does not resolve
 * now is let through: the connection resolves it again through `guardedLookup`, which checks what it connects to.
 */
export async function assertPublicHost(host: string, policy: AddressPolicy = {}): Promise<void> {
  if (allowed(host, policy)) return;
  if (isLocalName(host)) throw new PrivateAddressError(host);
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw new PrivateAddressError(host);
    return;
  }
  const addresses: LookupAddress[] = await lookup(host, { all: true }).catch(() => []);
  if (addresses.some((a) => isPrivateAddress(a.address))) throw new PrivateAddressError(host);
}

/**
 * A `lookup` for node:http(s) and net: resolves the name and refuses the connection when any address is private,
 * so the address checked is the address connected to (no DNS rebinding between a check and the request). IP
 * literals never reach a lookup: check them with `assertPublicHost` before connecting.
 */
export function guardedLookup(policy: AddressPolicy = {}): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.toLowerCase();
    lookup(host, { all: true, family: options.family as 0 | 4 | 6 | undefined }).then(
      (addresses) => {
        if (!allowed(host, policy) && (isLocalName(host) || addresses.some((a) => isPrivateAddress(a.address)))) {
          callback(new PrivateAddressError(host) as NodeJS.ErrnoException, '', 0);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}
