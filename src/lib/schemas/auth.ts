import { z } from 'zod'

import { isPasswordLongEnough, passwordTooShortMessage } from '../password-policy'
import { MAX_URL_LENGTH } from '../validation/rules'
import { cappedString, requiredEmail, requiredText } from './fields'

export const loginBodySchema = z.object({
  email: requiredEmail(),
  password: requiredText('Password is required'),
})

export type LoginBody = z.infer<typeof loginBodySchema>

export const returnToQuerySchema = z.object({ next: cappedString(MAX_URL_LENGTH).optional() })

/** Long passphrases are welcome; a megabyte of "password" is not (hashing is costly). */
const MAX_PASSWORD_LENGTH = 1024

export const forgotPasswordBodySchema = z.object({ email: requiredEmail() })

export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>

/** The emailed link's token is 40 hex characters (Payload's); anything longer is not one. */
const RESET_TOKEN_MAX = 200

export const resetPasswordBodySchema = z.object({
  token: requiredText('The link to set a new password is incomplete. Ask for a new one.').max(
    RESET_TOKEN_MAX,
  ),
  // Not trimmed: spaces are part of a password.
  password: cappedString(MAX_PASSWORD_LENGTH, 'Password is required').refine(
    isPasswordLongEnough,
    passwordTooShortMessage,
  ),
})

export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>
