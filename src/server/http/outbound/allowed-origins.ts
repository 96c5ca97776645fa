/**
 * OUTBOUND_ALLOWED_ORIGINS: origins the operator trusts even on an address the policy refuses (a
 * church's intranet media server; the tests' fake servers on loopback). Matched exactly on
 * scheme, host and port, so allowing http://127.0.0.1:8080 allows nothing else on that machine.
 * No imports: src/env.ts uses this while it is being built.
 */

const ORIGIN = /^https?:\/\/[^/?#@]+\/?$/i

/** The origins, normalised as URL.origin writes them; null when an entry is not an origin. */
export const parseAllowedOrigins = (raw: string): string[] | null => {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const origins: string[] = []
  for (const entry of entries) {
    if (!ORIGIN.test(entry)) return null
    try {
      origins.push(new URL(entry).origin)
    } catch {
      return null
    }
  }
  return origins
}

export const isAllowedOrigin = (url: URL, allowed: readonly string[]): boolean =>
  allowed.includes(url.origin)
