import type { Payload, PayloadRequest } from 'payload'

import { EMAIL_QUEUE } from '@/server/email/record-emails'

import type { RegistrationEmailKind } from './registration-emails'

export const REGISTRATION_EMAIL_TASK = 'sendRegistrationEmail'

/**
 * Queues one registration email in the transaction that changed the registration: the email
 * exists exactly when the change does. waitUntil holds a reminder back until it is due.
 */
export const queueRegistrationEmail = (
  payload: Payload,
  req: PayloadRequest,
  registrationId: number,
  kind: RegistrationEmailKind,
  waitUntil?: Date,
) =>
  payload.jobs.queue({
    task: REGISTRATION_EMAIL_TASK,
    queue: EMAIL_QUEUE,
    input: { registrationId, kind },
    waitUntil,
    req,
  })
