import type { Field, GlobalConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { revalidateGlobal } from '@collections/hooks/revalidate'
import { RETENTION_RULES, retentionInWords } from '@/lib/privacy/retention-rules'
import { slugs } from '@/lib/slugs'

/** One retention period, stored as a whole number of months or days and picked from a list. */
const retentionField = ({
  name,
  label,
  unit,
  defaultValue,
  choices,
  counted,
}: (typeof RETENTION_RULES)[number]): Field => ({
  name,
  type: 'number',
  label: `${label}: kept for (${unit})`,
  required: true,
  defaultValue,
  validate: (value: unknown) =>
    choices.includes(Number(value)) ||
    `Choose one of ${choices.map((choice) => retentionInWords(choice, unit)).join(', ')}`,
  admin: { description: `Counted ${counted}.` },
})

/** Written by the daily retention job only (src/server/privacy/retention). */
const jobField = (field: Field): Field =>
  ({ ...field, access: { create: nobody, update: nobody }, admin: { readOnly: true } }) as Field

/**
 * Privacy settings (docs/privacy.md): how long each kind of personal data is kept, the privacy
 * mode that keeps third parties off the pages until a visitor asks, the staff's own paragraphs
 * for /privacy, and what the last retention run did.
 */
export const PrivacySettings: GlobalConfig = {
  slug: slugs.privacySettings,
  access: { read: admins, update: admins },
  hooks: { afterChange: [revalidateGlobal(slugs.privacySettings)] },
  fields: [
    ...RETENTION_RULES.map(retentionField),
    {
      name: 'privacyMode',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Pages load Google Maps only when a visitor presses "Show map" (YouTube always waits for a press).',
      },
    },
    {
      name: 'pageText',
      type: 'textarea',
      admin: {
        description: 'Your own paragraphs for the privacy page; an empty line starts a new one.',
      },
    },
    // The day (UTC, YYYY-MM-DD) the job last claimed: one instance runs it once a day.
    jobField({ name: 'retentionRunDay', type: 'text' }),
    jobField({ name: 'retentionLastRunAt', type: 'date' }),
    jobField({ name: 'retentionLastResult', type: 'textarea' }),
  ],
}
