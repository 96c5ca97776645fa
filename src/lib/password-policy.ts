/**
 * NIST SP 800-63B §5.1.1.2: length is what makes a memorised secret strong, so the only rule is a
 * minimum length (Payload's own default is 3). No composition rules (digits, symbols, cases):
 * they push people towards predictable patterns. Shared by the server hook and the seed's env check.
 */
export const MIN_PASSWORD_LENGTH = 12

export const passwordTooShortMessage = `Use a password of at least ${MIN_PASSWORD_LENGTH} characters.`

/** Code points, not UTF-16 units, so an emoji counts once (NIST counts characters). */
export const isPasswordLongEnough = (password: string): boolean =>
  [...password].length >= MIN_PASSWORD_LENGTH
