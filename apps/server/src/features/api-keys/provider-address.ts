import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { API_KEY_BASE_URL_PRIVATE } from '@app/shared/api/api-keys';
import { badRequest } from '../../http/errors.js';

/** Loopback, private, link-local (cloud metadata at 169.254.169.254), CGNAT, unique-local and unspecified ranges. */
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

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * SSRF guard for a provider base URL: the server itself makes calls to it, so it must not point into the
 * server's own network unless the operator allows it (LLM_ALLOW_PRIVATE_BASE_URL, e.g. Ollama on the same host).
 * A name is resolved and every address it gives is checked; a name that does not resolve now is let through
 * here (the call itself checks again when it is made).
 */
export async function assertPublicProviderUrl(baseUrl: string, { allowPrivate }: { allowPrivate: boolean }): Promise<void> {
  if (allowPrivate) return;
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) {
    throw badRequest(API_KEY_BASE_URL_PRIVATE, 'API_KEY_BASE_URL_PRIVATE');
  }
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw badRequest(API_KEY_BASE_URL_PRIVATE, 'API_KEY_BASE_URL_PRIVATE');
    return;
  }
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.some((a) => isPrivateAddress(a.address))) throw badRequest(API_KEY_BASE_URL_PRIVATE, 'API_KEY_BASE_URL_PRIVATE');
}
