import { isIP } from 'node:net'

import ipaddr from 'ipaddr.js'

/**
 * Which IP addresses a fetch of a user-given URL may connect to: public unicast only. ipaddr.js
 * files every special-purpose block of the IANA registries under a name (loopback, private,
 * linkLocal, carrierGradeNat, uniqueLocal, multicast, reserved, unspecified, ...); anything it
 * does not call `unicast` is refused, so a block added to the library later is refused too.
 * Cloud metadata services live in such blocks: 169.254.169.254 (linkLocal), fd00:ec2::254
 * (uniqueLocal), Alibaba's 100.100.100.200 (carrierGradeNat), Oracle's 192.0.0.192 (reserved).
 */

// RFC 6052's well-known NAT64 prefix: the IPv4 address a translator would connect to is the last
// 32 bits, so it is judged as that address (64:ff9b::7f00:1 is 127.0.0.1 behind the gateway).
const NAT64 = ipaddr.IPv6.parse('64:ff9b::')

const embeddedIPv4 = (address: ipaddr.IPv6): ipaddr.IPv4 => {
  const [high, low] = address.parts.slice(6)
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
}

const classify = (address: ipaddr.IPv4 | ipaddr.IPv6): string => {
  if (address.kind() === 'ipv4') return address.range()
  const v6 = address as ipaddr.IPv6
  // ::ffff:127.0.0.1 reaches 127.0.0.1 through a dual-stack socket.
  if (v6.isIPv4MappedAddress()) return classify(v6.toIPv4Address())
  if (v6.match(NAT64, 96)) return classify(embeddedIPv4(v6))
  const range = v6.range()
  if (range !== 'unicast') return range
  // The deprecated IPv4-compatible form ::a.b.c.d (::7f00:1), which ipaddr.js calls unicast.
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return 'ipv4Compatible'
  return range
}

/**
 * Null when the address may be connected to, else the name of the range that forbids it. Only
 * canonical addresses are judged (what DNS and the URL parser give); anything else is refused.
 */
export const refusedRange = (address: string): string | null => {
  if (!isIP(address) || !ipaddr.isValid(address)) return 'not an IP address'
  const range = classify(ipaddr.parse(address))
  return range === 'unicast' ? null : range
}
