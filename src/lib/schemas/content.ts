import { z } from 'zod'

import type {
  Event,
  FeaturedContent,
  LiveStream,
  Sermon,
  SundayService,
} from '../../../payload-types'
import { isSkippedDateList } from '../calendar/skipped-dates'
import { FEATURED_TYPES } from '../featured-types'
import { messages } from '../validation/messages'
import { isImageLocation, isTimeOfDay } from '../validation/rules'
import {
  flagWithDefault,
  optionalDuration,
  whenMissing,
  optionalFlag,
  optionalText,
  optionalTextList,
  optionalUrl,
  optionalWith,
  requiredDate,
  requiredText,
} from './fields'
import { registrationSettingsSchema } from './registration-settings'
import { publishingFields } from './publishing'
import { writeBody } from './write-body'

/**
 * The dashboard's create/edit dialogs and the /api/admin writes parse with these
 * (docs/requirements/api.md). Each shape names only fields its collection has (`satisfies`);
 * tests/unit/field-lists.test.ts checks that it names all of them.
 */
type ShapeOf<Doc> = Partial<Record<keyof Doc, z.ZodType>>

export const sermonFields = {
  title: requiredText(messages.titleRequired),
  speaker: requiredText(messages.speakerRequired),
  date: requiredDate(),
  scripture: optionalText(),
  series: optionalText(),
  duration: optionalDuration(),
  youtubeUrl: optionalUrl(),
  audioUrl: optionalUrl(),
  thumbnailUrl: optionalUrl(),
  description: optionalText(),
  tags: optionalTextList(),
} satisfies ShapeOf<Sermon>

export const eventFields = {
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
  skippedDates: z
    .array(z.string({ error: messages.skippedDates }), { error: messages.skippedDates })
    .nullish()
    .refine(isSkippedDateList, messages.skippedDates),
  registration: registrationSettingsSchema,
} satisfies ShapeOf<Event>

export const sundayServiceFields = {
  date: requiredDate(),
  time: z
    .string({ error: whenMissing(messages.timeRequired) })
    .trim()
    .min(1, messages.timeRequired)
    .refine(isTimeOfDay, messages.timeFormat),
  location: optionalText(),
  youtubeUrl: optionalUrl(),
  isLive: flagWithDefault(false),
} satisfies ShapeOf<SundayService>

export const featuredContentFields = {
  type: z.enum(FEATURED_TYPES, { error: 'Type must be video, sermon or event' }),
  contentId: requiredText(messages.contentIdRequired),
  youtubeUrl: optionalUrl(),
  title: optionalText(),
  description: optionalText(),
  isActive: flagWithDefault(true),
} satisfies ShapeOf<FeaturedContent>

export const liveStreamFields = {
  title: requiredText(messages.titleRequired),
  description: optionalText(),
  date: requiredDate(),
  startTime: optionalWith(isTimeOfDay, messages.timeFormat),
  duration: optionalDuration(),
  thumbnailUrl: optionalUrl(),
  youtubeUrl: optionalUrl(),
  isLive: flagWithDefault(false),
} satisfies ShapeOf<LiveStream>

// The collections with drafts also carry the publishing keys (status and scheduled times,
// publishing.ts).
export const sermonBodySchema = writeBody('sermons', { ...sermonFields, ...publishingFields })
export const eventBodySchema = writeBody('events', { ...eventFields, ...publishingFields })
export const sundayServiceBodySchema = writeBody('sunday-services', {
  ...sundayServiceFields,
  ...publishingFields,
})
export const featuredContentBodySchema = writeBody('featured-content', {
  ...featuredContentFields,
  ...publishingFields,
})
export const liveStreamBodySchema = writeBody('live-streams', liveStreamFields)
