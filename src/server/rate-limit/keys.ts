import { createHash } from 'node:crypto'

/**
 * An address as a counter key: hashed, so the table holds no email addresses and every key fits
 * its 255 characters. Lower-cased first, so Ann@X.org and ann@x.org share one counter.
 */
export const emailKey = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')
