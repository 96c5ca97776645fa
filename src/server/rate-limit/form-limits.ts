import type { Payload } from 'payload'

import type { PublicFormKind } from '@/lib/forms/registry'

import { clientIp } from './client-ip'
import { emailKey } from './keys'
import { configuredRules, limiterFor } from './limiters'
import { consumeOrRefuse } from './refuse'

/**
 * Each public form counts in buckets of its own (src/lib/forms/registry.ts); event registration,
 * whose path names the event, is routed on its own (endpoints/registrations.ts).
 */
export type PublicForm = PublicFormKind | 'registration'

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
