import type { IncomingMessage, Server } from 'node:http'

import { SOCKET_ADDRESS_HEADER } from './client-ip'

let installed = false

/**
 * Route handlers see a Request, which has no peer address, and Next only fills X-Forwarded-For
 * when the client did not send one (so a client can choose it). This stamps the socket's own
 * address on every request the Node HTTP server emits, before Next reads it; a client-sent header
 * of the same name is overwritten. Called once from src/instrumentation.ts.
 */
export const stampSocketAddresses = async (): Promise<void> => {
  if (installed) return
  installed = true
  const http = await import('node:http')
  const emit = http.Server.prototype.emit as (
    this: Server,
    event: string,
    ...args: unknown[]
  ) => boolean
  http.Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? 'unknown'
    }
    return emit.call(this, event, ...args)
  } as typeof http.Server.prototype.emit
}
