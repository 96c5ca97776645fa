import { z } from 'zod'

import { RETENTION_RULES, retentionInWords, type RetentionRule } from '../privacy/retention-rules'
import { cappedString } from './fields'

/** One retention period: a number from its picker (the form sends the select's text). */
const period = ({ label, unit, choices }: RetentionRule) =>
  z.coerce
    .number({ error: `Choose how long ${label.toLowerCase()} are kept` })
    .refine(
      (value) => choices.includes(value),
      `${label}: choose one of ${choices.map((choice) => retentionInWords(choice, unit)).join(', ')}`,
    )

/** What staff save on the Settings tab's Privacy section (docs/privacy.md). */
export const privacySettingsBodySchema = z.object({
  ...(Object.fromEntries(RETENTION_RULES.map((rule) => [rule.name, period(rule)])) as Record<
    RetentionRule['name'],
    ReturnType<typeof period>
  >),
  privacyMode: z.boolean({ error: 'Privacy mode is on or off (true or false)' }),
  pageText: cappedString()
    .trim()
    .transform((text) => text.replaceAll('\u0000', '')),
})

export type PrivacySettingsBody = z.infer<typeof privacySettingsBodySchema>

/** What staff read: the settings and what the last retention run did. */
export const privacySettingsSchema = privacySettingsBodySchema.extend({
  lastRetentionRun: z
    .object({ at: z.string(), result: z.string() })
    .nullable()
    .describe(
      'When the daily retention job last ran and what it removed; null before its first run',
    ),
})
