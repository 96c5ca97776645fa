import { randomUUID } from 'node:crypto'

import { env } from '@/env'

/** The random id that counts a visitor's "I prayed" once per request, without an account. */
export const PRAYER_VISITOR_COOKIE = 'prayer_visitor'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The visitor id the request carries, if it is one this site made. */
export const visitorIdOf = (request: Request): string | null => {
  const cookies = request.headers.get('cookie') ?? ''
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === PRAYER_VISITOR_COOKIE && value && UUID.test(value)) return value
  }
  return null
}

export const newVisitorId = (): string => randomUUID()

/** The cookie that keeps the id: HTTP only (no script reads it), a year long, this site only. */
export const visitorCookie = (id: string): string =>
  [
    `${PRAYER_VISITOR_COOKIE}=${id}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(env.NODE_ENV === 'production' && env.ALLOW_INSECURE_COOKIES !== 'true' ? ['Secure'] : []),
  ].join('; ')
