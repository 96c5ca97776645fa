import { z } from 'zod'

import type { ServiceTime } from '../../../payload-types'
import { WEEKDAYS } from '../service-times/weekdays'
import { messages } from '../validation/messages'
import { isTimeOfDay } from '../validation/rules'
import { cappedString, flagWithDefault, optionalText, requiredText, whenMissing } from './fields'
import { globalPublishingFields } from './global-publishing'
import { writeBody } from './write-body'

/** More than a church lists on a page; bounds the write (docs/decisions/010-bounded-input.md). */
export const MAX_SERVICE_TIMES = 20

/** The promo line is one sentence. */
const MAX_PROMO_LENGTH = 200

const serviceTimeSchema = z
  .strictObject({
    // Payload's row id, sent back by a form that read the list; rows are stored anew.
    id: z.string().nullish(),
    name: requiredText(messages.serviceNameRequired),
    day: z.enum(WEEKDAYS, { error: messages.weekday }),
    time: z
      .string({ error: whenMissing(messages.timeRequired) })
      .trim()
      .min(1, messages.timeRequired)
      .refine(isTimeOfDay, messages.timeFormat),
    note: optionalText(),
    location: optionalText(),
    footerLabel: optionalText(),
    showInFooter: flagWithDefault(false),
  })
  .transform(({ id: _id, ...service }) => service)

export const serviceTimesFields = {
  services: z.array(serviceTimeSchema).max(MAX_SERVICE_TIMES, messages.tooManyServices),
  promoLine: cappedString(MAX_PROMO_LENGTH, messages.promoLineRequired)
    .trim()
    .min(1, messages.promoLineRequired),
} satisfies Partial<Record<keyof ServiceTime, z.ZodType>>

export const serviceTimesBodySchema = writeBody('service-times', {
  ...serviceTimesFields,
  ...globalPublishingFields,
})

export type ServiceTimesBody = z.infer<typeof serviceTimesBodySchema>

/** What GET /api/service-times answers (src/lib/service-times/service-time.ts). */
export const serviceTimesContentSchema = z.object({
  services: z.array(
    z.object({
      name: z.string(),
      day: z.enum(WEEKDAYS),
      time: z.string().meta({ description: "HH:MM, 24-hour, in the church's time zone" }),
      note: z.string().nullish(),
      location: z.string().nullish(),
      footerLabel: z.string().nullish().meta({ description: "The footer's shorter name" }),
      showInFooter: z.boolean().nullish(),
    }),
  ),
  promoLine: z
    .string()
    .meta({ description: 'The wording, with [Time] and [Time Zone] still to fill in' }),
})
