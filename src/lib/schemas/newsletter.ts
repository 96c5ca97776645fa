import { z } from 'zod'

import { requiredEmail } from './fields'

export const newsletterSubscribeBodySchema = z.object({
  email: requiredEmail(),
})

export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>
