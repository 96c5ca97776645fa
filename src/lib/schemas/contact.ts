import { z } from 'zod/mini'

import { messages } from '../validation/messages'
import { requiredEmail, requiredText } from './public-form-fields'

export const contactBodySchema = z.object({
  firstName: requiredText(messages.firstNameRequired, 100),
  lastName: requiredText(messages.lastNameRequired, 100),
  email: requiredEmail(),
  subject: requiredText(messages.subjectRequired, 200),
  message: requiredText(messages.messageRequired, 10_000),
})

export type ContactBody = z.infer<typeof contactBodySchema>
