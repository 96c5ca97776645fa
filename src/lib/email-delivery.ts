import type { InboxCollection } from './forms/registry'

/**
 * Where the emails of a contact message or a visit request are (the staff notice and the reply
 * to the visitor). The staff lists send it as `emailDelivery`; null means none was ever queued
 * (a record from before email was set up). `logged`: the console provider wrote them to the
 * server log, so nobody received them (not the same as `sent`).
 */
export const EMAIL_DELIVERY_STATUSES = ['queued', 'sent', 'logged', 'failed', 'skipped'] as const

export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number]

export type EmailDelivery = {
  status: EmailDeliveryStatus
  /** Why the last attempt failed, or why nothing was sent (skipped). */
  error: string | null
  /** Sending attempts so far for the current delivery. */
  attempts: number
  /** A failed delivery the queue will try again by itself (with backoff). */
  retrying: boolean
  /** When the state last changed (ISO). */
  updatedAt: string | null
}

/** The inbox collections whose records send emails (src/lib/forms/registry.ts). */
export type EmailDeliveryKind = InboxCollection

export const EMAIL_LOGGED_TEXT = 'Logged, not sent: no email provider set up'

/** The words staff read (and screen readers announce): never colour alone. */
export const emailDeliveryText = (delivery: EmailDelivery | null): string => {
  if (!delivery) return 'No email sent'
  switch (delivery.status) {
    case 'queued':
      return 'Email queued'
    case 'sent':
      return 'Email sent'
    case 'logged':
      return EMAIL_LOGGED_TEXT
    case 'skipped':
      return `Email not sent: ${delivery.error ?? 'email is turned off'}`
    case 'failed':
      return `Email failed: ${delivery.error ?? 'unknown error'}${delivery.retrying ? ' (retrying automatically)' : ''}`
  }
}
