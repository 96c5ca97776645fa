import { generateExpiredPayloadCookie, generatePayloadCookie, type Payload } from 'payload'

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

/** The name of Payload's session cookie, as generatePayloadCookie writes it. */
export const sessionCookieName = (payload: Payload): string =>
  `${payload.config.cookiePrefix}-token`
