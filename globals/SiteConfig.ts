import type { Field, GlobalConfig } from 'payload'

import { admins, adminsField } from '@/access/admins'
import { superusersField } from '@/access/superusers'
import { required, validateWith } from '@collections/fields/validate'
import { imageUrlField, optionalEmailField, urlField } from '@collections/fields/common'
import { revalidateGlobal } from '@collections/hooks/revalidate'
import {
  DEFAULT_THEME,
  EMAIL_PROVIDERS,
  MAIL_TRANSPORT_FIELDS,
  YOUTUBE_DEFAULTS,
} from '@/lib/site-config'
import { EMAIL_TEMPLATE_DEFAULTS } from '@/lib/site-defaults'
import { DEFAULT_PRAYER_WALL_DAYS, PRAYER_WALL_DAYS_RANGE } from '@/lib/prayer/prayer-options'
import { slugs } from '@/lib/slugs'
import { sealSmtpPasswordOnSave } from '@/server/secrets/smtp-password'
import { contrastProblem } from '@/lib/validation/contrast'
import { messages } from '@/lib/validation/messages'
import {
  isCountryCode,
  isHexColour,
  isPageLocation,
  isYoutubeId,
  orBlank,
} from '@/lib/validation/rules'

import { withGlobalDrafts } from './drafts/with-global-drafts'
import { podcastTab } from './podcast-tab'

const colour = (name: keyof typeof DEFAULT_THEME): Field => ({
  name,
  type: 'text',
  required: true,
  defaultValue: DEFAULT_THEME[name],
  validate: (value: unknown) => {
    const hex = required(messages.hexColour, isHexColour, messages.hexColour)(value)
    return hex === true ? (contrastProblem(String(value).trim()) ?? true) : hex
  },
})

import { deriveOneLineAddress } from './hooks/derive-one-line-address'
/** Mail settings are for staff only; field access hides them from everyone else. */
const staffOnly = (field: Field): Field =>
  ({
    ...field,
    access: { read: adminsField, ...('access' in field ? field.access : {}) },
  }) as Field

const transportFields = new Set<string>(MAIL_TRANSPORT_FIELDS)

/** The mail transport (MAIL_TRANSPORT_FIELDS) is changed by superusers only. */
const superuserWritesTransport = (field: Field): Field =>
  'name' in field && transportFields.has(field.name)
    ? ({
        ...field,
        access: {
          ...('access' in field ? field.access : {}),
          create: superusersField,
          update: superusersField,
        },
      } as Field)
    : field

/** Nobody reads the password through Payload; the mailer reads and decrypts it at send time. */
const nobody = () => false

export const SiteConfig: GlobalConfig = withGlobalDrafts({
  slug: slugs.siteConfig,
  access: { update: admins },
  hooks: {
    beforeChange: [deriveOneLineAddress],
    afterChange: [revalidateGlobal(slugs.siteConfig)],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Church',
          fields: [
            {
              name: 'churchName',
              type: 'text',
              required: true,
              defaultValue: 'Shoreline Anglican Church',
              validate: required(messages.churchNameRequired),
            },
            imageUrlField({ name: 'logoUrl' }),
            { name: 'tagline', type: 'text' },
            { name: 'footerAbout', type: 'textarea' },
            {
              name: 'address',
              type: 'text',
              admin: {
                description: 'Made from the address parts below when they are set.',
              },
            },
            { name: 'addressStreet', type: 'text', label: 'Street address' },
            { name: 'addressLocality', type: 'text', label: 'Town or city' },
            { name: 'addressRegion', type: 'text', label: 'State, county or region' },
            { name: 'addressPostalCode', type: 'text', label: 'Postal code' },
            {
              name: 'addressCountry',
              type: 'text',
              label: 'Country',
              validate: validateWith(orBlank(isCountryCode), messages.countryCode),
              admin: { description: 'Two letters, such as US, GB or CA.' },
            },
            { name: 'phone', type: 'text' },
            optionalEmailField({ name: 'email' }),
            {
              name: 'contactPageUrl',
              type: 'text',
              validate: validateWith(orBlank(isPageLocation), messages.validUrl),
              admin: { description: 'Where "Plan Your Visit" goes. Empty means /plan-a-visit.' },
            },
          ],
        },
        {
          label: 'Social',
          fields: [
            urlField({ name: 'socialFacebook' }),
            urlField({ name: 'socialInstagram' }),
            urlField({ name: 'socialTwitter' }),
            urlField({ name: 'socialYoutube' }),
          ],
        },
        {
          label: 'Theme',
          fields: [colour('primaryColor'), colour('accentColor'), colour('secondaryColor')],
        },
        podcastTab,
        {
          label: 'YouTube',
          fields: (
            [
              {
                name: 'youtubeSermonsPlaylistId',
                type: 'text',
                validate: validateWith(orBlank(isYoutubeId), messages.youtubePlaylistId),
                defaultValue: YOUTUBE_DEFAULTS.sermonsPlaylistId,
                admin: { description: 'The playlist the dashboard syncs into sermons.' },
              },
              {
                name: 'youtubeLiveStreamsPlaylistId',
                type: 'text',
                validate: validateWith(orBlank(isYoutubeId), messages.youtubePlaylistId),
                defaultValue: YOUTUBE_DEFAULTS.liveStreamsPlaylistId,
                admin: {
                  description: 'The live-stream archive the dashboard syncs into services.',
                },
              },
              {
                name: 'youtubeDefaultSpeaker',
                type: 'text',
                defaultValue: YOUTUBE_DEFAULTS.defaultSpeaker,
                admin: {
                  description:
                    "A synced sermon's speaker when its title and description name none.",
                },
              },
            ] as Field[]
          ).map(staffOnly),
        },
        {
          label: 'Email',
          fields: (
            [
              optionalEmailField({ name: 'contactEmailTo' }),
              optionalEmailField({ name: 'contactEmailFrom' }),
              optionalEmailField({
                name: 'pastoralEmail',
                admin: {
                  description:
                    'Urgent prayer requests go here at once; empty: the contact address (docs/prayer.md).',
                },
              }),
              {
                name: 'prayerWallDays',
                type: 'number',
                defaultValue: DEFAULT_PRAYER_WALL_DAYS,
                validate: (value: unknown) =>
                  value === null ||
                  value === undefined ||
                  (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 365)
                    ? true
                    : PRAYER_WALL_DAYS_RANGE,
                admin: {
                  description: 'How many days an approved request stays on the prayer wall.',
                },
              },
              {
                name: 'emailProvider',
                type: 'select',
                required: true,
                defaultValue: 'console',
                options: EMAIL_PROVIDERS.map((provider) => ({ label: provider, value: provider })),
              },
              { name: 'smtpHost', type: 'text' },
              {
                name: 'smtpPort',
                type: 'number',
                defaultValue: 587,
                validate: (value: unknown) =>
                  value === null ||
                  value === undefined ||
                  (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 65535)
                    ? true
                    : messages.smtpPortNumber,
              },
              { name: 'smtpSecure', type: 'checkbox', defaultValue: false },
              { name: 'smtpUser', type: 'text' },
              {
                name: 'smtpPassword',
                type: 'text',
                access: { read: nobody },
                // Stored encrypted (src/server/secrets): never plain text at rest.
                hooks: { beforeChange: [sealSmtpPasswordOnSave] },
                admin: { description: 'For Gmail, an app password. Stored encrypted.' },
              },
              { name: 'emailEnabled', type: 'checkbox', defaultValue: true },
              { name: 'autoReplyEnabled', type: 'checkbox', defaultValue: false },
              {
                name: 'autoReplySubject',
                type: 'text',
                defaultValue: EMAIL_TEMPLATE_DEFAULTS.autoReplySubject,
              },
              {
                name: 'autoReplyMessage',
                type: 'textarea',
                defaultValue: EMAIL_TEMPLATE_DEFAULTS.autoReplyMessage,
              },
              {
                name: 'visitorWelcomeSubject',
                type: 'text',
                defaultValue: EMAIL_TEMPLATE_DEFAULTS.visitorWelcomeSubject,
              },
              {
                name: 'visitorWelcomeMessage',
                type: 'textarea',
                defaultValue: EMAIL_TEMPLATE_DEFAULTS.visitorWelcomeMessage,
                admin: {
                  description: 'Variables: [Visitor Name], [Church Name], [Number of Kids]',
                },
              },
              {
                name: 'newsletterWelcomeEnabled',
                type: 'checkbox',
                defaultValue: true,
                admin: { description: 'Send new newsletter subscribers a short welcome email.' },
              },
              {
                name: 'newsletterWelcomeSubject',
                type: 'text',
                defaultValue: EMAIL_TEMPLATE_DEFAULTS.newsletterWelcomeSubject,
              },
              {
                name: 'newsletterWelcomeMessage',
                type: 'textarea',
                defaultValue: EMAIL_TEMPLATE_DEFAULTS.newsletterWelcomeMessage,
                admin: { description: 'Variables: [Church Name]' },
              },
            ] as Field[]
          )
            .map(staffOnly)
            .map(superuserWritesTransport),
        },
      ],
    },
  ],
})
