import type { Payload, TaskConfig } from 'payload'

import type { EmailDeliveryKind } from '@/lib/email-delivery'
import { INBOX_COLLECTIONS } from '@/lib/forms/registry'
import { inboxServerForm } from '@/server/forms/registry'

import type { ContactMessage } from '../../../payload-types'
import { claimVisitorMail, releaseVisitorMail } from './daily-visitor-mail'
import { SEND_RECORD_EMAILS_TASK } from './record-emails'
import { EMAIL_RETRIES } from './retries'
import {
  EMAIL_TURNED_OFF,
  readSiteConfig,
  sendWithSiteConfig,
  toMailOptions,
} from './site-transport'

type Delivery = NonNullable<ContactMessage['emailDelivery']>
type Input = { kind: EmailDeliveryKind; id: number; round: number }
type Result = 'sent' | 'logged' | 'skipped' | 'superseded' | 'record-deleted'

/** Writes the state only while this job's round is current: a resend meanwhile wins. */
const saveDelivery = (payload: Payload, { kind, id, round }: Input, emailDelivery: Delivery) =>
  payload.update({
    collection: kind,
    where: { and: [{ id: { equals: id } }, { 'emailDelivery.round': { equals: round } }] },
    data: { emailDelivery },
    depth: 0,
  })

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sends the emails of an inbox form's record (a contact message, a visit request), each at most
 * once per round; the form says which (src/server/forms/kinds/). Any failure is written to the
 * record (staff see it) and thrown, so the queue retries with backoff; emails that already went
 * out are not sent again.
 */
export const sendRecordEmailsTask: TaskConfig<{ input: Input; output: { result: Result } }> = {
  slug: SEND_RECORD_EMAILS_TASK,
  label: 'Send the emails of a contact message or visit request',
  retries: EMAIL_RETRIES,
  inputSchema: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [...INBOX_COLLECTIONS],
    },
    { name: 'id', type: 'number', required: true },
    { name: 'round', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ input, job, req: { payload } }) => {
    const record = await payload.findByID({
      collection: input.kind,
      id: input.id,
      depth: 0,
      disableErrors: true,
    })
    if (!record) return { output: { result: 'record-deleted' } }
    const delivery: Delivery = { ...record.emailDelivery }
    // A resend started a newer round; that round's job sends the emails.
    if ((delivery.round ?? 0) !== input.round) return { output: { result: 'superseded' } }

    const attempts = (job.totalTried ?? 0) + 1
    const changedAt = () => new Date().toISOString()
    const config = await readSiteConfig(payload)
    if (config.emailEnabled === false) {
      await saveDelivery(payload, input, {
        ...delivery,
        status: 'skipped',
        error: EMAIL_TURNED_OFF,
        attempts,
        retrying: false,
        changedAt: changedAt(),
      })
      return { output: { result: 'skipped' } }
    }

    const errors: string[] = []
    for (const email of inboxServerForm(input.kind).emails(record, config)) {
      if (delivery[email.sentFlag]) continue
      try {
        const outgoing = email.build()
        // The visitor's own email (welcome or auto-reply) goes to an address at most once a day,
        // unless staff press resend (a later round): that is their deliberate choice.
        const toVisitor = email.sentFlag === 'replySent' && input.round === 1
        if (toVisitor && !(await claimVisitorMail(payload, outgoing.to.address))) continue
        try {
          await sendWithSiteConfig(payload, toMailOptions(outgoing), config)
        } catch (error) {
          if (toVisitor) await releaseVisitorMail(payload, outgoing.to.address)
          throw error
        }
        delivery[email.sentFlag] = true
        await saveDelivery(payload, input, { ...delivery, changedAt: changedAt() })
      } catch (error) {
        errors.push(messageOf(error))
      }
    }
    if (errors.length) {
      const error = errors.join('; ')
      await saveDelivery(payload, input, {
        ...delivery,
        status: 'failed',
        error,
        attempts,
        retrying: (job.totalTried ?? 0) < EMAIL_RETRIES.attempts,
        changedAt: changedAt(),
      })
      throw new Error(error)
    }
    // The console provider only writes to the server log: staff must not read "sent".
    const result = config.emailProvider === 'console' ? 'logged' : 'sent'
    await saveDelivery(payload, input, {
      ...delivery,
      status: result,
      error: null,
      attempts,
      retrying: false,
      changedAt: changedAt(),
    })
    return { output: { result } }
  },
}
