import { z } from 'zod/mini'

import {
  PRAYER_NAME_REQUIRED,
  PRAYER_REQUEST_REQUIRED,
  PRAYER_VISIBILITIES,
} from '../prayer/prayer-options'
import { messages } from '../validation/messages'
import { isEmail } from '../validation/rules'
import { maxChars, requiredText } from './public-form-fields'

/** An optional address: empty is none, anything else must be an address. */
const optionalEmail = z.optional(
  z.string({ error: messages.validEmail }).check(
    z.trim(),
    z.toLowerCase(),
    z.refine((value) => value === '' || isEmail(value), messages.validEmail),
  ),
)

/**
 * What POST /api/prayer-requests accepts. A plain object (the route adds the spam-trap fields to
 * it); the one rule across fields, a name unless anonymous, is prayerNameProblem below.
 */
export const prayerRequestBodySchema = z.object({
  anonymous: z.optional(z.boolean({ error: 'anonymous must be true or false' })),
  name: z.optional(z.string({ error: PRAYER_NAME_REQUIRED }).check(z.trim(), maxChars(200))),
  email: optionalEmail,
  request: requiredText(PRAYER_REQUEST_REQUIRED, 4000),
  visibility: z.enum(PRAYER_VISIBILITIES, { error: 'Please choose who may see your request' }),
  urgent: z.optional(z.boolean({ error: 'urgent must be true or false' })),
})

export type PrayerRequestBody = z.infer<typeof prayerRequestBodySchema>

/** A name is required unless the visitor stays anonymous: the message when it is missing. */
export const prayerNameProblem = ({
  anonymous,
  name,
}: Pick<PrayerRequestBody, 'anonymous' | 'name'>) =>
  anonymous === true || (name ?? '').trim() !== '' ? null : PRAYER_NAME_REQUIRED
