import { z } from 'zod/mini'

import { messages } from '../validation/messages'
import { KIDS_OPTIONS } from '../visit-options'
import { maxChars, requiredEmail, requiredText } from './public-form-fields'

export const PHONE_MIN_LENGTH = 10

/** What POST /api/visitor-requests accepts. */
export const visitorRequestBodySchema = z.object({
  fullName: requiredText(messages.fullNameRequired, 200),
  email: requiredEmail(messages.visitorEmail),
  phone: z
    .string({ error: messages.phoneRequired })
    .check(z.trim(), z.minLength(PHONE_MIN_LENGTH, messages.phoneRequired), maxChars(40)),
  numberOfKids: z.enum(KIDS_OPTIONS, { error: messages.kidsRequired }),
})

/** The Plan a Visit form adds the terms checkbox, which is not stored. */
export const visitFormSchema = z.extend(visitorRequestBodySchema, {
  agreeToTerms: z.literal(true, { error: messages.agreeToTerms }),
})

export type VisitorRequestBody = z.infer<typeof visitorRequestBodySchema>
