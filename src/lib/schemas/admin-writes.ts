import { z } from 'zod'

import type { SiteConfig } from '../../../payload-types'
import { PRAYER_WALL_DAYS_RANGE } from '../prayer/prayer-options'
import { EMAIL_PROVIDERS } from '../site-config'
import { orList } from '../text/or-list'
import { contrastProblem } from '../validation/contrast'
import { messages } from '../validation/messages'
import {
  isCountryCode,
  isEmail,
  isHexColour,
  isHttpUrl,
  isImageLocation,
  isPageLocation,
  isYoutubeId,
} from '../validation/rules'
import { cappedString, optionalFlag, optionalText, optionalWith, requiredText } from './fields'
import { podcastSettingsSchema } from './podcast-settings'
import { globalPublishingFields } from './global-publishing'
import { writeBody } from './write-body'

/** Staff moving an inbox item (a contact message, a visit request) to one of its statuses. */
export const statusBodySchema = (statuses: readonly [string, ...string[]]) =>
  z.object({
    status: z.enum(statuses, { error: `Status must be ${orList(statuses)}` }),
  })

/** A staff note is a few lines about a visitor, not a document. */
export const STAFF_NOTE_MAX_LENGTH = 5_000

/** Staff's note on a message or visit request; empty clears it. */
export const staffNoteBodySchema = z.object({
  staffNote: cappedString(STAFF_NOTE_MAX_LENGTH, 'Staff note is required (send "" to clear it)')
    .trim()
    // PostgreSQL text cannot hold U+0000.
    .transform((note) => note.replaceAll('\u0000', '')),
})

/** A theme colour: hex, and dark enough for the white text that sits on it (WCAG AA). */
const colour = () =>
  z
    .string()
    .trim()
    .refine(isHexColour, { error: messages.hexColour, abort: true })
    .superRefine((hex, context) => {
      const problem = contrastProblem(hex)
      if (problem) context.addIssue({ code: 'custom', message: problem, input: hex })
    })

/**
 * The settings form. smtpPassword is write-only: leave it out (or empty) to keep the stored one.
 * Only fields the global has (`satisfies`); tests/unit/field-lists.test.ts checks it has them all.
 */
export const siteConfigFields = {
  churchName: requiredText(messages.churchNameRequired),
  logoUrl: optionalWith(isImageLocation, messages.imageUrl),
  tagline: optionalText(),
  footerAbout: optionalText(),
  address: optionalText(),
  addressStreet: optionalText(),
  addressLocality: optionalText(),
  addressRegion: optionalText(),
  addressPostalCode: optionalText(),
  addressCountry: optionalWith(isCountryCode, messages.countryCode).transform((code) =>
    code ? code.toUpperCase() : code,
  ),
  phone: optionalText(),
  email: optionalWith(isEmail, messages.validEmail),
  socialFacebook: optionalWith(isHttpUrl, messages.validUrl),
  socialInstagram: optionalWith(isHttpUrl, messages.validUrl),
  socialTwitter: optionalWith(isHttpUrl, messages.validUrl),
  socialYoutube: optionalWith(isHttpUrl, messages.validUrl),
  primaryColor: colour(),
  accentColor: colour(),
  secondaryColor: colour(),
  contactPageUrl: optionalWith(isPageLocation, messages.validUrl),
  ...podcastSettingsSchema,
  contactEmailTo: optionalWith(isEmail, messages.validEmail),
  contactEmailFrom: optionalWith(isEmail, messages.validEmail),
  pastoralEmail: optionalWith(isEmail, messages.validEmail),
  prayerWallDays: z.coerce
    .number({ error: PRAYER_WALL_DAYS_RANGE })
    .int(PRAYER_WALL_DAYS_RANGE)
    .min(1, PRAYER_WALL_DAYS_RANGE)
    .max(365, PRAYER_WALL_DAYS_RANGE)
    .nullish(),
  emailProvider: z.enum(EMAIL_PROVIDERS, {
    error: 'Email provider must be gmail, smtp or console',
  }),
  smtpHost: optionalText(),
  smtpPort: z.coerce
    .number({ error: messages.smtpPortNumber })
    .int(messages.smtpPortNumber)
    .min(1, messages.smtpPortNumber)
    .max(65535, messages.smtpPortNumber)
    .nullish(),
  smtpSecure: optionalFlag(),
  smtpUser: optionalText(),
  smtpPassword: optionalText(),
  emailEnabled: optionalFlag(),
  autoReplyEnabled: optionalFlag(),
  autoReplySubject: optionalText(),
  autoReplyMessage: optionalText(),
  visitorWelcomeSubject: optionalText(),
  visitorWelcomeMessage: optionalText(),
  youtubeSermonsPlaylistId: optionalWith(isYoutubeId, messages.youtubePlaylistId),
  youtubeLiveStreamsPlaylistId: optionalWith(isYoutubeId, messages.youtubePlaylistId),
  youtubeDefaultSpeaker: optionalText(),
  newsletterWelcomeEnabled: optionalFlag(),
  newsletterWelcomeSubject: optionalText(),
  newsletterWelcomeMessage: optionalText(),
} satisfies Partial<Record<keyof SiteConfig, z.ZodType>>

export const siteConfigBodySchema = writeBody('site-config', {
  ...siteConfigFields,
  ...globalPublishingFields,
})

export type SiteConfigBody = z.infer<typeof siteConfigBodySchema>
