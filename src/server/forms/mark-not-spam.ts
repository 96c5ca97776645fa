import type { Payload } from 'payload'

import type { InboxCollection } from '@/lib/forms/registry'
import { inTransaction } from '@/server/admin/in-transaction'
import { badRequest, notFound } from '@/server/api/errors'
import { queuedDelivery, queueRecordEmails } from '@/server/email/record-emails'

import type { User } from '../../../payload-types'

export const NOT_SPAM_MESSAGE = 'Moved to the inbox: its emails are on their way'

/**
 * Staff's "Not spam": the flagged post joins the inbox as new and its emails (the office notice,
 * the visitor's reply) are queued, as if it had just arrived. One transaction, so a press that
 * fails leaves it in the Spam view with nothing queued.
 */
export const markNotSpam = (
  payload: Payload,
  user: User | null,
  collection: InboxCollection,
  id: number,
  label: string,
) =>
  inTransaction(payload, user, async (req) => {
    const record = await payload.findByID({
      collection,
      id,
      depth: 0,
      disableErrors: true,
      overrideAccess: false,
      user,
      req,
    })
    if (!record) throw notFound(`${label} not found`)
    if (!record.spam) throw badRequest(`${label} is not in the Spam view`)
    await payload.update({
      collection,
      id,
      data: { spam: false, spamReason: null, status: 'new', emailDelivery: queuedDelivery(1) },
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
    await queueRecordEmails(payload, req, collection, id, 1)
    return { message: NOT_SPAM_MESSAGE }
  })
