import 'server-only'

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Secrets the church saves in the database (the SMTP password) are stored encrypted: a copy of
 * the database or a backup alone does not give them away. AES-256-GCM (authenticated, so a
 * tampered value fails instead of decrypting to garbage), with a key derived from PAYLOAD_SECRET
 * by HKDF-SHA256, so there is no second secret to manage. Changing PAYLOAD_SECRET makes saved
 * secrets unreadable: they are entered again (README, Email).
 */
const PREFIX = 'enc:v1:'
const IV_BYTES = 12

const keyFor = (secret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'shoreline-secret-box', purpose, 32))

export const isSealed = (value: string): boolean => value.startsWith(PREFIX)

/** "enc:v1:<iv>.<tag>.<ciphertext>", base64url parts. */
export const seal = (plaintext: string, secret: string, purpose: string): string => {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))
  return PREFIX + parts.join('.')
}

export class UnreadableSecretError extends Error {}

export const open = (sealed: string, secret: string, purpose: string): string => {
  if (!isSealed(sealed)) throw new UnreadableSecretError('not an encrypted value')
  const [iv, tag, body] = sealed
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part ?? '', 'base64url'))
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), iv!)
    decipher.setAuthTag(tag!)
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
  } catch {
    throw new UnreadableSecretError('the value cannot be decrypted with this PAYLOAD_SECRET')
  }
}
