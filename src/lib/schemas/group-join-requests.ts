import { z } from 'zod/mini'

import { GROUP_NOT_FOUND, JOIN_NAME_REQUIRED } from '../groups/group-options'
import { maxChars, requiredEmail, requiredText } from './public-form-fields'

/**
 * What POST /api/group-join-requests accepts, and the group page's form sends: the group by its
 * slug (the page knows it), who is asking and how to reach them.
 */
export const joinRequestBodySchema = z.object({
  group: requiredText(GROUP_NOT_FOUND, 200),
  name: requiredText(JOIN_NAME_REQUIRED, 200),
  email: requiredEmail(),
  phone: z.optional(z.string({ error: 'Phone must be text' }).check(z.trim(), maxChars(40))),
  message: z.optional(z.string({ error: 'Message must be text' }).check(z.trim(), maxChars(4000))),
})

export type JoinRequestBody = z.infer<typeof joinRequestBodySchema>
