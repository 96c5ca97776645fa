import { z } from 'zod'

import { MAX_URL_LENGTH } from '../validation/rules'
import { cappedString, requiredEmail, requiredText } from './fields'

export const loginBodySchema = z.object({
  email: requiredEmail(),
  password: requiredText('Password is required'),
})

export type LoginBody = z.infer<typeof loginBodySchema>

export const returnToQuerySchema = z.object({ next: cappedString(MAX_URL_LENGTH).optional() })
