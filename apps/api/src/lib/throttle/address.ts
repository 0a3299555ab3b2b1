import ipaddr from 'ipaddr.js';

/**
 * The part of a client address that throttling counts against: an IPv4 address as is (also when
 * written IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 network, since one subscriber
 * is usually given a whole /64 and could otherwise take a fresh budget with every address in it.
 */
export function throttleAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toRFC5952String()}/64`;
}
