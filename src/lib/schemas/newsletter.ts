import { z } from 'zod/mini'

import { requiredEmail } from './public-form-fields'

export const newsletterSubscribeBodySchema = z.object({
  email: requiredEmail(),
})

export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>
