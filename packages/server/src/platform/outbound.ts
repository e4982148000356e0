import dns from 'node:dns';
import net from 'node:net';
import { outboundRefusedCode } from '@gatehouse/connector-kit/errors';
import { Agent, buildConnector, setGlobalDispatcher } from 'undici';

/**
 * Where the server's own HTTP requests may go: social providers, HTTP email and SMS connectors,
 * webhooks, CAPTCHA checks, everything sent with `fetch`. An admin types those URLs, so in a
 * shared deployment one could aim them at the deployment's own network (SSRF: a metadata service,
 * a database's HTTP port). With `allowPrivate` off, a request to a loopback, private, link-local,
 * shared, multicast or reserved address fails before it connects — checked on the address the
 * connection actually uses, after DNS, so a name that resolves (or later re-resolves) to an
 * internal address is refused too. `allowHosts` names hosts that may be internal all the same
 * (an internal mail gateway, say).
 */
export type OutboundPolicy = { allowPrivate: boolean; allowHosts: readonly string[] };

/** The error a refused request fails with (its `cause` in a `fetch` rejection). */
export class OutboundAddressError extends Error {
  readonly code = outboundRefusedCode;
  constructor(host: string) {
    super(`requests to internal addresses are not allowed (${host})`);
  }
}

const ranges: [string, number, 'ipv4' | 'ipv6'][] = [
  // RFC 6890 special-purpose IPv4 blocks, RFC 1918 private, RFC 6598 shared, multicast, reserved.
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  // IPv6: unspecified, loopback, unique local, link-local, site-local, multicast, documentation,
  // and the translation prefixes that can carry an internal IPv4 address (NAT64, 6to4, Teredo).
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['2001::', 32, 'ipv6'],
];
const internal = new net.BlockList();
for (const [address, prefix, type] of ranges) internal.addSubnet(address, prefix, type);

/**
 * The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:7f00:1` or `::ffff:127.0.0.1`, as
 * URLs and resolvers write it), null for a mapped form it cannot read, undefined when not mapped.
 */
const mappedIpv4 = (address: string): string | null | undefined => {
  const rest = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(address)?.[1];
  if (rest === undefined) return undefined;
  if (net.isIPv4(rest)) return rest;
  const words = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!words) return null;
  const [high, low] = [Number.parseInt(words[1] as string, 16), Number.parseInt(words[2] as string, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
};

/** Whether `address` (an IP literal) is one a shared deployment must not reach. */
export const isInternalAddress = (address: string): boolean => {
  const type = net.isIP(address);
  if (type === 0) return true; // not an address: never treat it as a public one
  const mapped = type === 6 ? mappedIpv4(address) : undefined;
  if (mapped !== undefined) return mapped === null || internal.check(mapped, 'ipv4');
  return internal.check(address, type === 4 ? 'ipv4' : 'ipv6');
};

const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** `dns.lookup` that answers only with public addresses; a name with an internal one fails. */
const publicLookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some(({ address }) => isInternalAddress(address))) {
      return callback(new OutboundAddressError(hostname), []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [dns.LookupAddress];
    callback(null, first.address, first.family);
  });
};

/**
 * A `lookup` for `http.request` under `policy` (webhooks): a listed host resolves as usual, any
 * other only to public addresses — the check and the connection use the same answer, so DNS
 * rebinding cannot slip between them. Give it only when `policy.allowPrivate` is off.
 */
export const outboundLookup = (policy: OutboundPolicy): net.LookupFunction => {
  const allowed = new Set(policy.allowHosts.map(bare));
  return ((hostname: string, options: dns.LookupOptions, callback: LookupCallback) =>
    allowed.has(bare(hostname))
      ? dns.lookup(hostname, options, callback as never) // why: node's overloaded callback type
      : publicLookup(hostname, options, callback)) as net.LookupFunction;
};

/**
 * Whether `policy` refuses a URL's host without asking DNS: an internal address written as such,
 * or `localhost`. (`http.request` does not look an address up, so this is its only check.)
 */
export const isRefusedHost = (policy: OutboundPolicy, host: string) => {
  const name = bare(host);
  if (policy.allowPrivate || policy.allowHosts.some((allowed) => bare(allowed) === name)) return false;
  return (net.isIP(name) !== 0 && isInternalAddress(name)) || name === 'localhost' || name.endsWith('.localhost');
};

/**
 * `ConnectorContext.resolveHost` for `policy`: the address a connector opening its own connection
 * (SMTP) must use — the host itself when allowed as it is, else its first address after DNS, all of
 * whose addresses must be public — or an `OutboundAddressError`.
 */
export const createHostResolver = (policy: OutboundPolicy) => {
  const allowed = new Set(policy.allowHosts.map(bare));
  return async (host: string): Promise<string> => {
    const name = bare(host);
    if (policy.allowPrivate || allowed.has(name)) return host;
    if (net.isIP(name)) {
      if (isInternalAddress(name)) throw new OutboundAddressError(name);
      return name;
    }
    return new Promise((resolve, reject) =>
      publicLookup(name, {}, (error, address) => (error ? reject(error) : resolve(address as string))),
    );
  };
};

/**
 * An undici dispatcher applying `policy`, for `fetch(url, { dispatcher })`; `installOutboundPolicy`
 * makes it the process's default.
 */
export const createOutboundDispatcher = (policy: OutboundPolicy): Agent => {
  if (policy.allowPrivate) return new Agent();
  const allowed = new Set(policy.allowHosts.map(bare));
  const open = buildConnector({});
  const guarded = buildConnector({ lookup: publicLookup as never }); // why: undici types lookup as net's overloads
  return new Agent({
    connect: (options, callback) => {
      const host = bare(options.hostname);
      if (allowed.has(host)) return open(options, callback);
      if (net.isIP(host) && isInternalAddress(host)) return callback(new OutboundAddressError(host), null);
      return guarded(options, callback);
    },
  });
};

/**
 * Makes `policy` apply to every `fetch` of this process (Node's `fetch` uses undici's global
 * dispatcher). Called once, by the process entry (`main.ts`); servers started inside tests keep
 * the default, so their fakes on 127.0.0.1 stay reachable. With `allowPrivate` it changes nothing.
 */
export const installOutboundPolicy = (policy: OutboundPolicy) => {
  if (!policy.allowPrivate) setGlobalDispatcher(createOutboundDispatcher(policy));
};
