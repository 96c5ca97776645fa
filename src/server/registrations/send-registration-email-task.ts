import type { TaskConfig } from 'payload'

import { slugs } from '@/lib/slugs'
import { EMAIL_RETRIES } from '@/server/email/retries'
import { readSiteConfig, sendWithSiteConfig } from '@/server/email/site-transport'

import {
  REGISTRATION_EMAIL_KINDS,
  registrationMail,
  type RegistrationEmailKind,
} from './registration-emails'
import { REGISTRATION_EMAIL_TASK } from './queue-registration-email'
import { claimReminder, releaseReminder } from './reminders'
import { occurrenceStart } from './registration-window'

type Result = 'sent' | 'skipped' | 'gone' | 'status-changed' | 'already-reminded' | 'too-late'

/** The status a registration must still have for each email to make sense when it is sent. */
const STATUS_FOR: Record<RegistrationEmailKind, string> = {
  confirmed: 'confirmed',
  waitlisted: 'waitlisted',
  promoted: 'confirmed',
  reminder: 'confirmed',
}

/**
 * Sends one registration email (docs/registration.md). What it says is read at send time, so a
 * registration cancelled before its email left gets none; a reminder is claimed first, so it goes
 * once whatever the number of workers.
 */
export const sendRegistrationEmailTask: TaskConfig<{
  input: { registrationId: number; kind: RegistrationEmailKind }
  output: { result: Result }
}> = {
  slug: REGISTRATION_EMAIL_TASK,
  label: 'Send a registration email',
  retries: EMAIL_RETRIES,
  inputSchema: [
    { name: 'registrationId', type: 'number', required: true },
    { name: 'kind', type: 'select', required: true, options: [...REGISTRATION_EMAIL_KINDS] },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ input: { registrationId, kind }, req: { payload } }) => {
    const registration = await payload.findByID({
      collection: slugs.eventRegistrations,
      id: registrationId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!registration) return { output: { result: 'gone' } }
    if (registration.status !== STATUS_FOR[kind]) return { output: { result: 'status-changed' } }
    const event = await payload.findByID({
      collection: slugs.events,
      id: registration.event as number,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    })
    // An event in the trash sends nothing (docs/trash.md): not found without trash: true.
    if (!event) return { output: { result: 'gone' } }
    if (kind === 'reminder') {
      if (new Date() >= occurrenceStart(event, registration.occurrence)) {
        return { output: { result: 'too-late' } }
      }
      if (!(await claimReminder(payload, registrationId))) {
        return { output: { result: 'already-reminded' } }
      }
    }
    try {
      const config = await readSiteConfig(payload)
      const sent = await sendWithSiteConfig(
        payload,
        registrationMail(kind, { registration, event, config }),
        config,
      )
      return { output: { result: sent.status } }
    } catch (error) {
      if (kind === 'reminder') await releaseReminder(payload, registrationId)
      throw error
    }
  },
}
