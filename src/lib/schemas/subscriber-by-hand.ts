import { z } from 'zod'

import { cappedString, optionalText, requiredEmail, requiredText } from './fields'

/** Staff adding a subscriber by hand (docs/privacy.md): the address and where consent came from. */
export const subscriberByHandBodySchema = z.object({
  email: requiredEmail(),
  firstName: optionalText(),
  lastName: optionalText(),
  consentSource: requiredText(
    'Say where the consent came from (a paper form, in person, by email)',
  ).pipe(cappedString(500)),
})

export type SubscriberByHandBody = z.infer<typeof subscriberByHandBodySchema>
