import type { DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'

import type { EmailDelivery, EmailDeliveryKind } from '@/lib/email-delivery'

import type { OutgoingEmail } from './compose'

export const EMAIL_QUEUE = 'email'
export const SEND_RECORD_EMAILS_TASK = 'sendRecordEmails'

type EmailRecord = DataFromCollectionSlug<EmailDeliveryKind>
type StoredDelivery = NonNullable<EmailRecord['emailDelivery']>

/**
 * One email of a record, built only when it is sent (so a fixed setting applies). Each form says
 * which it sends (src/server/forms/kinds/).
 */
export type RecordEmail = { sentFlag: 'noticeSent' | 'replySent'; build: () => OutgoingEmail }

/** The stored state as the staff lists show it; null when no email was ever queued. */
export const toEmailDelivery = (stored: EmailRecord['emailDelivery']): EmailDelivery | null =>
  stored?.status
    ? {
        status: stored.status,
        error: stored.error ?? null,
        attempts: stored.attempts ?? 0,
        retrying: Boolean(stored.retrying),
        updatedAt: stored.changedAt ?? null,
      }
    : null

/** A record as the staff lists send it: the delivery state without the queue's bookkeeping. */
export const withEmailDelivery = (doc: object) => ({
  ...doc,
  emailDelivery: toEmailDelivery((doc as Partial<EmailRecord>).emailDelivery),
})

/** A fresh delivery round, as stored on the record when its emails are queued. */
export const queuedDelivery = (round: number, keep?: StoredDelivery): StoredDelivery => ({
  status: 'queued',
  error: null,
  attempts: 0,
  retrying: false,
  changedAt: new Date().toISOString(),
  round,
  noticeSent: keep?.noticeSent ?? false,
  replySent: keep?.replySent ?? false,
})

/**
 * Queues the job that sends a record's emails. Pass the request of the transaction that wrote
 * the record: the job row commits (or rolls back) with it, so a submission is never stored
 * without its emails, nor its emails queued for a submission that was not stored.
 */
export const queueRecordEmails = (
  payload: Payload,
  req: PayloadRequest,
  kind: EmailDeliveryKind,
  id: number,
  round: number,
) =>
  payload.jobs.queue({
    task: SEND_RECORD_EMAILS_TASK,
    queue: EMAIL_QUEUE,
    input: { kind, id, round },
    req,
  })
