import { isIP, type LookupFunction } from 'node:net'

import { refusedRange } from './address-policy'
import { isAllowedOrigin } from './allowed-origins'
import { guardedLookup } from './guarded-lookup'
import { OutboundRefusedError } from './refused'

/**
 * Decides one hop (the first URL and every redirect): refuses at once what can be refused
 * before connecting, and otherwise says which `lookup` the connection must use. Undefined means
 * the system resolver, unchecked: only for an origin the operator allowlisted.
 */
export const lookupFor = (
  url: URL,
  allowedOrigins: readonly string[],
): LookupFunction | undefined => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundRefusedError('scheme', `${url.protocol} URLs are not fetched`)
  }
  if (isAllowedOrigin(url, allowedOrigins)) return undefined
  // The URL parser has already turned 0x7f000001, 2130706433 and 0177.0.0.1 into 127.0.0.1.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host)) {
    // Node connects to an IP literal without calling lookup, so it is judged here.
    const range = refusedRange(host)
    if (range) throw new OutboundRefusedError('address', `${host} (${range})`)
  }
  return guardedLookup()
}
