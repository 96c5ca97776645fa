import dns from 'node:dns'
import type { LookupFunction } from 'node:net'

import { refusedRange } from './address-policy'
import { OutboundRefusedError } from './refused'

type Resolve = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void

/**
 * A `lookup` for node:http(s) and node:net: the socket connects only to the addresses returned
 * here, so checking them here checks the address actually connected to. There is no earlier,
 * separate resolution for a name to answer differently (DNS rebinding: public when checked,
 * 127.0.0.1 when connected). If any address of a name is refused, the name is: the socket may
 * try each in turn.
 * (Node skips `lookup` for an IP literal; destination-policy.ts checks those itself.)
 */
export const guardedLookup =
  (resolve: Resolve = dns.lookup): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '')
      for (const { address } of addresses) {
        const range = refusedRange(address)
        if (range) {
          return callback(
            new OutboundRefusedError('address', `${hostname} resolves to ${address} (${range})`),
            '',
          )
        }
      }
      if (addresses.length === 0) {
        return callback(
          Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
          '',
        )
      }
      // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily), else one.
      if (options.all) return callback(null, addresses)
      return callback(null, addresses[0].address, addresses[0].family)
    })
  }
