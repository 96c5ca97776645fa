import { EMAIL_PROVIDERS, WELCOME_VARIABLES } from '@/lib/site-config'

import type { SiteConfig } from '../../../../payload-types'
import type { FieldSpec } from '../content/resources'

export type FieldGroup = { legend: string; fields: FieldSpec<keyof SiteConfig & string>[] }

/** The settings form, in the groups staff think in. Every field of the site config is here. */
export const SITE_CONFIG_GROUPS: FieldGroup[] = [
  {
    legend: 'Church',
    fields: [
      { name: 'churchName', label: 'Church name', kind: 'text', required: true },
      { name: 'tagline', label: 'Tagline', kind: 'text' },
      {
        name: 'logoUrl',
        label: 'Logo URL',
        kind: 'image',
        hint: 'A link, or upload an image below',
      },
      { name: 'footerAbout', label: 'Footer text', kind: 'textarea' },
    ],
  },
  {
    legend: 'Contact details',
    fields: [
      // The one-line address is made from these (globals/hooks/derive-one-line-address.ts).
      { name: 'addressStreet', label: 'Street address', kind: 'text' },
      { name: 'addressLocality', label: 'Town or city', kind: 'text' },
      { name: 'addressRegion', label: 'State, county or region', kind: 'text' },
      { name: 'addressPostalCode', label: 'Postal code', kind: 'text' },
      {
        name: 'addressCountry',
        label: 'Country',
        kind: 'text',
        hint: 'Two letters, such as US, GB or CA',
      },
      { name: 'phone', label: 'Phone', kind: 'text' },
      { name: 'email', label: 'Email', kind: 'email' },
      {
        name: 'contactPageUrl',
        label: 'Contact page URL',
        kind: 'text',
        hint: 'A full link, or a path such as /contact',
      },
    ],
  },
  {
    legend: 'Social links',
    fields: [
      { name: 'socialFacebook', label: 'Facebook URL', kind: 'url' },
      { name: 'socialInstagram', label: 'Instagram URL', kind: 'url' },
      { name: 'socialTwitter', label: 'X (Twitter) URL', kind: 'url' },
      { name: 'socialYoutube', label: 'YouTube URL', kind: 'url' },
    ],
  },
  {
    legend: 'Colours',
    fields: [
      {
        name: 'primaryColor',
        label: 'Primary colour',
        kind: 'colour',
        hint: 'Hex, such as #2563eb',
      },
      { name: 'accentColor', label: 'Accent colour', kind: 'colour', hint: 'Hex, such as #7c3aed' },
      {
        name: 'secondaryColor',
        label: 'Secondary colour',
        kind: 'colour',
        hint: 'Hex, such as #1e293b',
      },
    ],
  },
  {
    legend: 'Email',
    fields: [
      { name: 'emailEnabled', label: 'Send emails', kind: 'checkbox' },
      { name: 'contactEmailTo', label: 'Send notices to', kind: 'email' },
      { name: 'contactEmailFrom', label: 'Send from', kind: 'email' },
      {
        name: 'pastoralEmail',
        label: 'Send urgent prayer requests to',
        kind: 'email',
        hint: 'Empty: the address above',
      },
      {
        name: 'prayerWallDays',
        label: 'Days a request stays on the prayer wall',
        kind: 'number',
        hint: 'Usually 30',
      },
      { name: 'emailProvider', label: 'Email provider', kind: 'select', options: EMAIL_PROVIDERS },
      { name: 'smtpHost', label: 'SMTP host', kind: 'text' },
      { name: 'smtpPort', label: 'SMTP port', kind: 'number', hint: 'Usually 587' },
      { name: 'smtpSecure', label: 'Use TLS from the start (port 465)', kind: 'checkbox' },
      { name: 'smtpUser', label: 'SMTP user', kind: 'text', autoComplete: 'off' },
      {
        name: 'smtpPassword',
        label: 'SMTP password',
        kind: 'password',
        autoComplete: 'new-password',
        hint: 'Leave empty to keep the saved password',
      },
    ],
  },
  {
    legend: 'Automatic replies',
    fields: [
      {
        name: 'autoReplyEnabled',
        label: 'Reply to contact messages automatically',
        kind: 'checkbox',
      },
      { name: 'autoReplySubject', label: 'Auto-reply subject', kind: 'text' },
      { name: 'autoReplyMessage', label: 'Auto-reply message', kind: 'textarea' },
      { name: 'visitorWelcomeSubject', label: 'Visitor welcome subject', kind: 'text' },
      {
        name: 'visitorWelcomeMessage',
        label: 'Visitor welcome message',
        kind: 'textarea',
        hint: `These are replaced: ${WELCOME_VARIABLES.join(', ')}`,
      },
      {
        name: 'newsletterWelcomeEnabled',
        label: 'Welcome new newsletter subscribers',
        kind: 'checkbox',
      },
      { name: 'newsletterWelcomeSubject', label: 'Newsletter welcome subject', kind: 'text' },
      {
        name: 'newsletterWelcomeMessage',
        label: 'Newsletter welcome message',
        kind: 'textarea',
        hint: '[Church Name] is replaced',
      },
    ],
  },
  {
    legend: 'Podcast',
    fields: [
      {
        name: 'podcastTitle',
        label: 'Podcast title',
        kind: 'text',
        hint: 'Empty: "<church name> Sermons"',
      },
      {
        name: 'podcastAuthor',
        label: 'Podcast author',
        kind: 'text',
        hint: 'Empty: the church name',
      },
      {
        name: 'podcastImageUrl',
        label: 'Podcast artwork',
        kind: 'image',
        hint: 'Upload a square JPEG or PNG, 1400 to 3000 pixels a side',
      },
      { name: 'podcastLanguage', label: 'Language', kind: 'text', hint: 'Such as en or en-GB' },
      { name: 'podcastDescription', label: 'Podcast description', kind: 'textarea' },
      { name: 'podcastAppleUrl', label: 'Apple Podcasts link', kind: 'url' },
      { name: 'podcastSpotifyUrl', label: 'Spotify link', kind: 'url' },
    ],
  },
  {
    legend: 'YouTube',
    fields: [
      { name: 'youtubeSermonsPlaylistId', label: 'Sermons playlist ID', kind: 'text' },
      {
        name: 'youtubeLiveStreamsPlaylistId',
        label: 'Live-stream archive playlist ID',
        kind: 'text',
      },
      {
        name: 'youtubeDefaultSpeaker',
        label: 'Speaker for synced sermons that name none',
        kind: 'text',
      },
    ],
  },
]

export const SITE_CONFIG_FIELDS = SITE_CONFIG_GROUPS.flatMap((group) => group.fields)
