import type { Payload } from 'payload'

import { clientIp } from './client-ip'
import { emailKey } from './keys'
import { configuredRules, limiterFor } from './limiters'
import { consumeOrRefuse } from './refuse'

export type PublicForm = 'contact' | 'visit' | 'newsletter'

const WHAT = 'submissions'

/** One point per post of a public form from this address, counted before the body is read. */
export const limitFormByIp = (payload: Payload, form: PublicForm, request: Request) =>
  consumeOrRefuse(
    limiterFor(payload, `form-ip-${form}`, configuredRules().formPerIp),
    clientIp(request),
    WHAT,
  )

/** One point per valid post of a public form for this email address, whoever sends it. */
export const limitFormByEmail = (payload: Payload, form: PublicForm, email: string) =>
  consumeOrRefuse(
    limiterFor(payload, `form-email-${form}`, configuredRules().formPerEmail),
    emailKey(email),
    WHAT,
  )
