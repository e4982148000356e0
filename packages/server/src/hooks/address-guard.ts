import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard of webhook deliveries: an address is public only when ipaddr.js ranges it
 * `unicast` (so loopback, private, link-local — cloud metadata at 169.254.169.254 —, unique-local,
 * carrier-grade NAT, multicast and reserved ranges are all refused), IPv4-mapped IPv6 judged as
 * its IPv4 address.
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
};

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private or reserved address, which webhooks may not reach`);
  }
}

/**
 * A `lookup` for `http.request` that resolves the host and refuses a private address: the check
 * and the connection use the same answer, so DNS rebinding between them cannot slip through.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || !list.every((entry) => isPublicAddress(entry.address))) {
      return callback(new PrivateAddressError(hostname), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list); // node's overloaded callback: the list form when `all` was asked
    const [first] = list;
    callback(null, first?.address ?? '', first?.family ?? 4);
  });
};
