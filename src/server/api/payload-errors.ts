/**
 * Payload's errors, recognised by what they carry rather than by class. In the production build
 * the server's bundles can each hold their own copy of Payload's error classes, so an error thrown
 * by one copy fails `instanceof` against another's: every failed sign-in on /api/auth/login was a
 * 500. Payload's APIError and all its kinds set `isOperational` and an HTTP `status`; a
 * ValidationError is the 400 among them whose data lists the fields.
 */

type FieldError = { path: string; message: string }

export type PayloadApiError = Error & { status: number; isOperational: true; data?: unknown }

export type PayloadValidationError = PayloadApiError & { data: { errors: FieldError[] } }

export const isPayloadApiError = (error: unknown): error is PayloadApiError =>
  error instanceof Error &&
  (error as Partial<PayloadApiError>).isOperational === true &&
  Number.isInteger((error as Partial<PayloadApiError>).status)

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).path === 'string' &&
  typeof (value as FieldError).message === 'string'

export const isPayloadValidationError = (error: unknown): error is PayloadValidationError => {
  if (!isPayloadApiError(error) || error.status !== 400) return false
  const errors = (error.data as { errors?: unknown } | null | undefined)?.errors
  return Array.isArray(errors) && errors.every(isFieldError)
}

/**
 * A sign-in Payload refused for the person's own reasons: wrong email or password, a locked or
 * unverified account (401, 403), or a body it would not take (400). Anything else (the database
 * is down) is not their failure.
 */
export const isRefusedSignIn = (error: unknown): boolean =>
  isPayloadApiError(error) && [400, 401, 403].includes(error.status)
