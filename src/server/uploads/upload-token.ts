import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The disk-mode upload ticket: who may store which file, of which type, until when. It is the
 * only credential of PUT /api/upload-image/<token>, so it is signed (HMAC-SHA256 with the
 * server's secret) and short-lived.
 */
export type UploadTicket = {
  /** The media file name the upload will get (already sanitised and unique). */
  key: string
  contentType: string
  /** The staff member who asked for the ticket; their role is checked again when it is used. */
  userId: number
  /** Milliseconds since the epoch. */
  expiresAt: number
}

export const UPLOAD_TICKET_LIFETIME_MS = 10 * 60 * 1000

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url')

const mac = (body: string, secret: string) =>
  createHmac('sha256', `shoreline-upload:${secret}`).update(body).digest()

export const signUploadTicket = (ticket: UploadTicket, secret: string): string => {
  const body = encode(
    JSON.stringify({ k: ticket.key, t: ticket.contentType, u: ticket.userId, e: ticket.expiresAt }),
  )
  return `${body}.${mac(body, secret).toString('base64url')}`
}

/** The ticket when the token is genuine and unexpired; null for anything else. */
export const verifyUploadTicket = (
  token: string,
  secret: string,
  now: number = Date.now(),
): UploadTicket | null => {
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length) return null
  const expected = mac(body, secret)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >
    const { k, t, u, e } = parsed
    if (typeof k !== 'string' || typeof t !== 'string') return null
    if (typeof u !== 'number' || typeof e !== 'number') return null
    if (e <= now) return null
    return { key: k, contentType: t, userId: u, expiresAt: e }
  } catch {
    return null
  }
}
