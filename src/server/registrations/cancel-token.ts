import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'

/**
 * The cancel link's token (docs/registration.md): which registration, the nonce it had when the
 * link was made (cancelling replaces it, so a used link no longer matches) and until when it
 * works, signed with HMAC-SHA256 under the server's secret. It names no person.
 */
export type CancelTicket = { registrationId: number; nonce: string; expiresAt: number }

const mac = (body: string, secret: string) =>
  createHmac('sha256', `shoreline-registration-cancel:${secret}`).update(body).digest()

export const signCancelTicket = (
  ticket: CancelTicket,
  secret: string = env.PAYLOAD_SECRET,
): string => {
  const body = Buffer.from(
    JSON.stringify({ r: ticket.registrationId, n: ticket.nonce, e: ticket.expiresAt }),
  ).toString('base64url')
  return `${body}.${mac(body, secret).toString('base64url')}`
}

export type TicketCheck = { ticket: CancelTicket } | { problem: 'invalid' | 'expired' }

/** The ticket of a genuine token, or why it is refused (forged, malformed, or past its time). */
export const readCancelTicket = (
  token: string,
  now: number = Date.now(),
  secret: string = env.PAYLOAD_SECRET,
): TicketCheck => {
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length) return { problem: 'invalid' }
  const expected = mac(body, secret)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { problem: 'invalid' }
  }
  try {
    const { r, n, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >
    if (typeof r !== 'number' || typeof n !== 'string' || typeof e !== 'number') {
      return { problem: 'invalid' }
    }
    if (e <= now) return { problem: 'expired' }
    return { ticket: { registrationId: r, nonce: n, expiresAt: e } }
  } catch {
    // Only JSON.parse throws here: a signed body that is not JSON is a broken link (400), which
    // the caller says in words; nothing is hidden.
    return { problem: 'invalid' }
  }
}
