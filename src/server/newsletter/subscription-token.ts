import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The newsletter's emailed links carry a signed token, their only credential (no session, no
 * cookie: a mail provider's one-click POST has neither). HMAC-SHA256 with the server's secret.
 *
 * - confirm: names the subscriber and the moment the signup started (pendingSince), so a link
 *   from an older signup is dead once the address was confirmed, unsubscribed or asked again.
 * - unsubscribe: names the subscriber and the address; it never expires, because an old email's
 *   link must still work.
 */
export type SubscriptionToken =
  | { purpose: 'confirm'; subscriberId: number; pendingSince: number }
  | { purpose: 'unsubscribe'; subscriberId: number; email: string }

const PREFIX = { confirm: 'c', unsubscribe: 'u' } as const

/** What the signature covers: for unsubscribe the address too, so an id reused later fails. */
const signedText = (token: SubscriptionToken) =>
  token.purpose === 'confirm'
    ? `confirm:${token.subscriberId}:${token.pendingSince}`
    : `unsubscribe:${token.subscriberId}:${token.email.toLowerCase()}`

const mac = (text: string, secret: string) =>
  createHmac('sha256', `shoreline-newsletter:${secret}`).update(text).digest()

const visiblePart = (token: SubscriptionToken) =>
  token.purpose === 'confirm'
    ? `${PREFIX.confirm}.${token.subscriberId}.${token.pendingSince}`
    : `${PREFIX.unsubscribe}.${token.subscriberId}`

export const signSubscriptionToken = (token: SubscriptionToken, secret: string): string =>
  `${visiblePart(token)}.${mac(signedText(token), secret).toString('base64url')}`

/** The parts a token claims, before its signature is checked against the stored subscriber. */
export type ClaimedToken =
  | { purpose: 'confirm'; subscriberId: number; pendingSince: number; signature: Buffer }
  | { purpose: 'unsubscribe'; subscriberId: number; signature: Buffer }

const positiveInteger = (text: string | undefined) =>
  text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null

/** Reads a token's claims; null when it is not shaped like one of ours. */
export const readSubscriptionToken = (token: string): ClaimedToken | null => {
  const parts = token.trim().split('.')
  const id = positiveInteger(parts[1])
  if (id === null) return null
  if (parts[0] === PREFIX.confirm && parts.length === 4) {
    const pendingSince = positiveInteger(parts[2])
    if (pendingSince === null || !parts[3]) return null
    return {
      purpose: 'confirm',
      subscriberId: id,
      pendingSince,
      signature: Buffer.from(parts[3], 'base64url'),
    }
  }
  if (parts[0] === PREFIX.unsubscribe && parts.length === 3 && parts[2]) {
    return {
      purpose: 'unsubscribe',
      subscriberId: id,
      signature: Buffer.from(parts[2], 'base64url'),
    }
  }
  return null
}

/** True when the claimed signature is the one for this (stored) token. */
export const isGenuine = (
  signature: Buffer,
  expected: SubscriptionToken,
  secret: string,
): boolean => {
  const wanted = mac(signedText(expected), secret)
  return signature.length === wanted.length && timingSafeEqual(signature, wanted)
}
