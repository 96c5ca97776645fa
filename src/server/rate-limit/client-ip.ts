import { env } from '@/env'

/**
 * Set by src/server/rate-limit/socket-address.ts on every request the Node server receives,
 * overwriting whatever a client sent under that name, so it is always the connection's address.
 */
export const SOCKET_ADDRESS_HEADER = 'x-shoreline-socket-address'

/**
 * The visitor's address. Behind trusted proxies (TRUST_PROXY = n), the n-th address from the
 * right of X-Forwarded-For: each proxy appends the address it saw, so entries further left were
 * written by the client and prove nothing. Without a proxy, X-Forwarded-For is ignored.
 */
export const clientIp = (request: Request, trustedProxies: number = env.TRUST_PROXY): string => {
  if (trustedProxies > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const candidate = forwarded[forwarded.length - trustedProxies]
    if (candidate) return candidate.slice(0, 64)
  }
  return request.headers.get(SOCKET_ADDRESS_HEADER)?.slice(0, 64) || 'unknown'
}
