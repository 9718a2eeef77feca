import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The key every per-address limit counts a client under (the gateway's rate limits and sign-in
 * throttle, checkout's holds, verification codes, open event streams): one client, one key, however
 * it writes its address.
 * - An IPv4-mapped IPv6 address (::ffff:203.0.113.7, as a dual-stack socket reports an IPv4 client)
 *   is its IPv4 address: 203.0.113.7.
 * - Any other IPv6 address stands for its /64 network, written `2001:db8:1:2::/64`: an ISP gives each
 *   subscriber at least a /64, so one person can pick from 2^64 addresses, and counting them apart
 *   would give them 2^64 allowances.
 * - IPv4 as it is. Anything else (not an IP address) is returned unchanged: a key all the same,
 *   never an error in the middle of a limit.
 * Keys are what limits count and may be stored for that (the IPv6 form is PostgreSQL's
 * `network(set_masklen(addr, 64))::text`); the exact address, where a record needs it (consent,
 * likes), is kept as received.
 */
export function addressLimitKey(address: string): string {
  if (isIP(address) === 0) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = new ipaddr.IPv6([...(parsed as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}

/**
 * The client a service behind the gateway serves: the first address of the gateway's
 * X-Forwarded-For (the client the gateway saw), or the socket's when there is none. Null when it is
 * not an IP address. As received (not a limit key): records such as a consent keep it exact.
 */
export function forwardedClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string,
): string | null {
  const candidate = forwardedFor?.split(',')[0]?.trim() || socketAddress;
  return isIP(candidate) ? candidate : null;
}
