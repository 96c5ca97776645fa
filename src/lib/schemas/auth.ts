import { z } from 'zod'

import { requiredEmail, requiredText } from './fields'

export const loginBodySchema = z.object({
  email: requiredEmail(),
  password: requiredText('Password is required'),
})

export type LoginBody = z.infer<typeof loginBodySchema>

export const returnToQuerySchema = z.object({ next: z.string().optional() })
