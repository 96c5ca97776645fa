import type { Payload } from 'payload'

import type { EmailDeliveryKind } from '@/lib/email-delivery'
import { inTransaction } from '@/server/admin/in-transaction'
import { notFound } from '@/server/api/errors'

import type { User } from '../../../payload-types'
import { queuedDelivery, queueRecordEmails } from './record-emails'

export const RESEND_QUEUED_MESSAGE = 'Email queued: it will be sent within a few seconds'

/**
 * Staff's "Resend email": a new delivery round, queued in one transaction with the record's new
 * state. After a failure only what did not go out is sent; after a full success (or
 * a round the console provider logged), everything again.
 */
export const resendRecordEmails = (
  payload: Payload,
  user: User | null,
  kind: EmailDeliveryKind,
  id: number,
  label: string,
) =>
  inTransaction(payload, user, async (req) => {
    const record = await payload.findByID({
      collection: kind,
      id,
      depth: 0,
      disableErrors: true,
      overrideAccess: false,
      user,
      req,
    })
    if (!record) throw notFound(`${label} not found`)
    const stored = record.emailDelivery
    const round = (stored?.round ?? 0) + 1
    const done = stored?.status === 'sent' || stored?.status === 'logged'
    const keep = done ? undefined : (stored ?? undefined)
    await payload.update({
      collection: kind,
      id,
      data: { emailDelivery: queuedDelivery(round, keep) },
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
    await queueRecordEmails(payload, req, kind, id, round)
    return { message: RESEND_QUEUED_MESSAGE }
  })
