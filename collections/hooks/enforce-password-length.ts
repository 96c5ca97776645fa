import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { isPasswordLongEnough, passwordTooShortMessage } from '@/lib/password-policy'

/**
 * Payload's password check has a fixed minimum of 3 characters and no setting for it, and its
 * reset-password operation hashes the new password before any collection hook sees the data. The
 * operation arguments are the one place every password passes through (create, update,
 * first-user registration and reset), so the length rule lives here.
 */
export const enforcePasswordLength: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
}) => {
  // Signing in only compares: a short wrong password is a failed login (401), not a bad request.
  if (operation === 'login') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password === 'string' && !isPasswordLongEnough(password)) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ message: passwordTooShortMessage, path: 'password' }],
    })
  }
  return args
}
