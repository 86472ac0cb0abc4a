import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where a session signed in from, as far as we can tell without an outside service or a geolocation database
 * (ADR 0107): the address with its host part hidden, `93.41.12.x` or `2001:db8:85a3:…`. The user recognises
 * their office or home network; the list does not become a record of exact addresses.
 */
export function approximatePlace(address: string | null | undefined): string | null {
  if (!address) return null;
  const ip = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(ip)) {
    const head = ip.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    return head.length > 0 ? `${head.join(':')}:…` : null;
  }
  return null;
}
