import type { GroupField } from 'payload'

import { EMAIL_DELIVERY_STATUSES } from '@/lib/email-delivery'

/**
 * The state of a record's emails (staff notice and reply to the visitor), written by the email
 * queue's task. `round` names the current delivery: a resend starts a new round, and a job of an
 * older round finds it superseded and sends nothing. The *Sent flags keep a retry from sending
 * an email of the round twice.
 */
export const emailDeliveryField: GroupField = {
  name: 'emailDelivery',
  type: 'group',
  admin: {
    readOnly: true,
    description: 'Set by the email queue: the staff notice and the reply to the visitor.',
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      options: EMAIL_DELIVERY_STATUSES.map((status) => ({ label: status, value: status })),
    },
    { name: 'error', type: 'text' },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'retrying', type: 'checkbox', defaultValue: false },
    { name: 'changedAt', type: 'date' },
    { name: 'round', type: 'number', defaultValue: 0 },
    { name: 'noticeSent', type: 'checkbox', defaultValue: false },
    { name: 'replySent', type: 'checkbox', defaultValue: false },
  ],
}
