import type { Field } from 'payload'

import { SPAM_REASONS } from '@/lib/spam-reasons'

/**
 * What the spam checks flagged (docs/privacy.md#spam): kept in the inbox's Spam view, sending no
 * email, until staff mark it "Not spam" or it is purged after 30 days.
 */
export const spamFields: Field[] = [
  { name: 'spam', type: 'checkbox', defaultValue: false, index: true },
  {
    name: 'spamReason',
    type: 'select',
    options: [...SPAM_REASONS],
    admin: { condition: (data) => Boolean(data?.spam) },
  },
]
