import { z } from 'zod/mini'

import { messages } from '../validation/messages'
import { isIsoDate } from '../validation/rules'
import { maxChars, requiredEmail, requiredText } from './public-form-fields'

const peopleMessage = 'How many people must be a whole number, at least 1'

/**
 * What POST /api/events/{id}/registrations accepts (the event page's form sends it). The answers
 * are checked against the event's own questions on the server (src/server/registrations).
 */
export const registrationBodySchema = z.object({
  name: requiredText(messages.fullNameRequired, 200),
  email: requiredEmail(),
  phone: z.optional(z.string({ error: 'Phone must be text' }).check(z.trim(), maxChars(40))),
  people: z
    .int({ error: peopleMessage })
    .check(z.gte(1, peopleMessage), z.lte(100, 'At most 100 people per registration')),
  /** Which date of a repeating event (YYYY-MM-DD); a single event's own date when left out. */
  occurrence: z.optional(
    z.string().check(z.refine((value) => isIsoDate(value), messages.dateFormat)),
  ),
  answers: z.optional(
    z.record(
      z.string().check(z.maxLength(40)),
      z.union([z.string().check(maxChars(500)), z.number(), z.boolean()]),
    ),
  ),
})

export type RegistrationBody = z.infer<typeof registrationBodySchema>

/** What POST /api/registrations/cancel accepts: the token from the emailed link. */
export const cancelRegistrationBodySchema = z.object({
  token: z.string({ error: 'The cancel link is incomplete' }).check(z.minLength(1), maxChars(600)),
})
