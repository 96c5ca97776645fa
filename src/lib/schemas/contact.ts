import { z } from 'zod'

import { messages } from '../validation/messages'
import { requiredEmail, requiredText } from './fields'

export const contactBodySchema = z.object({
  firstName: requiredText(messages.firstNameRequired).max(100),
  lastName: requiredText(messages.lastNameRequired).max(100),
  email: requiredEmail(),
  subject: requiredText(messages.subjectRequired).max(200),
  message: requiredText(messages.messageRequired).max(10_000),
})

export type ContactBody = z.infer<typeof contactBodySchema>
