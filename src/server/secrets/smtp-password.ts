import 'server-only'

import type { FieldHook } from 'payload'

import { env } from '@/env'

import { isSealed, open, seal } from './secret-box'

/** The HKDF "info": a key of its own for this one secret. */
const PURPOSE = 'site-config.smtpPassword'

export const sealSmtpPassword = (plaintext: string, secret = env.PAYLOAD_SECRET): string =>
  seal(plaintext, secret, PURPOSE)

export const openSmtpPassword = (stored: string, secret = env.PAYLOAD_SECRET): string =>
  open(stored, secret, PURPOSE)

/**
 * Encrypts a newly typed password on its way into the database. The stored value comes back
 * already sealed when another setting is saved, and is left as it is.
 */
export const sealSmtpPasswordOnSave: FieldHook = ({ value }) =>
  typeof value === 'string' && value !== '' && !isSealed(value) ? sealSmtpPassword(value) : value
