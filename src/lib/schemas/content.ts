import { z } from 'zod'

import { FEATURED_TYPES } from '../featured-types'
import { messages } from '../validation/messages'
import { isImageLocation, isTimeOfDay } from '../validation/rules'
import {
  cappedString,
  optionalFlag,
  optionalText,
  optionalUrl,
  optionalWith,
  requiredDate,
  requiredText,
} from './fields'

/** The dashboard's create/edit dialogs and the /api/admin writes parse with these (spec section 5). */

export const sermonBodySchema = z.object({
  title: requiredText(messages.titleRequired),
  speaker: requiredText(messages.speakerRequired),
  date: requiredDate(),
  scripture: optionalText(),
  series: optionalText(),
  duration: optionalText(),
  youtubeUrl: optionalUrl(),
  audioUrl: optionalUrl(),
  thumbnailUrl: optionalUrl(),
  description: optionalText(),
  tags: z.array(cappedString(100).trim().min(1)).max(50).optional(),
})

export const eventBodySchema = z.object({
  title: requiredText(messages.titleRequired),
  date: requiredDate(),
  description: optionalText(),
  startTime: optionalWith(isTimeOfDay, messages.timeFormat),
  endTime: optionalWith(isTimeOfDay, messages.timeFormat),
  location: optionalText(),
  imageUrl: optionalWith(isImageLocation, messages.imageUrl),
  externalUrl: optionalUrl(),
  externalLinkText: optionalText(),
  isRecurring: optionalFlag(),
  recurrenceRule: optionalText(),
  recurrenceDescription: optionalText(),
})

export const sundayServiceBodySchema = z.object({
  date: requiredDate(),
  time: z
    .string({ error: messages.timeRequired })
    .trim()
    .min(1, messages.timeRequired)
    .refine(isTimeOfDay, messages.timeFormat),
  location: optionalText(),
  youtubeUrl: optionalUrl(),
  isLive: z.boolean().default(false),
})

export const featuredContentBodySchema = z.object({
  type: z.enum(FEATURED_TYPES, { error: 'Type must be video, sermon or event' }),
  contentId: requiredText(messages.contentIdRequired),
  youtubeUrl: optionalUrl(),
  title: optionalText(),
  description: optionalText(),
  isActive: z.boolean().default(true),
})

export type SermonBody = z.infer<typeof sermonBodySchema>
export type EventBody = z.infer<typeof eventBodySchema>
export type SundayServiceBody = z.infer<typeof sundayServiceBodySchema>
export type FeaturedContentBody = z.infer<typeof featuredContentBodySchema>
