import { generateExpiredPayloadCookie, generatePayloadCookie, type Payload } from 'payload'

import { SESSION_HINT_COOKIE } from '@/lib/session-hint'
import { slugs } from '@/lib/slugs'

const authConfig = (payload: Payload) => payload.collections[slugs.users].config.auth

export const sessionCookie = (payload: Payload, token: string): string =>
  generatePayloadCookie({
    collectionAuthConfig: authConfig(payload),
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })

export const expiredSessionCookie = (payload: Payload): string =>
  generateExpiredPayloadCookie({
    collectionAuthConfig: authConfig(payload),
    cookiePrefix: payload.config.cookiePrefix,
  })

/** The login hint (src/lib/session-hint.ts): readable by scripts, as long-lived as the session. */
export const sessionHintCookie = (payload: Payload): string => {
  const secure = authConfig(payload).cookies?.secure ? '; Secure' : ''
  return `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${authConfig(payload).tokenExpiration}; SameSite=Lax${secure}`
}

export { expiredSessionHint as expiredSessionHintCookie } from '@/lib/session-hint'
