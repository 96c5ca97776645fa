import type { SiteConfig } from '../../payload-types'
import { PODCAST_SETTING_FIELDS } from './podcast-settings'
import { ADDRESS_PART_FIELDS } from './postal-address'

/** Site-config fields anyone may read. Everything else (mail settings, secrets) is staff-only. */
export const PUBLIC_SITE_CONFIG_FIELDS = [
  'churchName',
  'logoUrl',
  'tagline',
  'footerAbout',
  'address',
  ...ADDRESS_PART_FIELDS,
  'phone',
  'email',
  'socialFacebook',
  'socialInstagram',
  'socialTwitter',
  'socialYoutube',
  'primaryColor',
  'accentColor',
  'secondaryColor',
  'contactPageUrl',
  // Published in the podcast feed anyway; the subscribe links on sermon pages need them.
  ...PODCAST_SETTING_FIELDS,
] as const satisfies readonly (keyof SiteConfig)[]

/** Never leaves the server, not even to staff: the dashboard only learns whether it is set. */
export const SECRET_SITE_CONFIG_FIELDS = [
  'smtpPassword',
] as const satisfies readonly (keyof SiteConfig)[]

/**
 * Where mail goes and with which credentials: superusers only may change these (an admin could
 * otherwise point the saved password at a server of their choosing). Admins see them read-only.
 */
export const MAIL_TRANSPORT_FIELDS = [
  'emailProvider',
  'smtpHost',
  'smtpPort',
  'smtpSecure',
  'smtpUser',
  'smtpPassword',
] as const

export const DEFAULT_THEME = {
  primaryColor: '#2563eb',
  accentColor: '#7c3aed',
  secondaryColor: '#1e293b',
} as const

export const EMAIL_PROVIDERS = ['console', 'smtp', 'gmail'] as const

export const WELCOME_VARIABLES = ['[Visitor Name]', '[Church Name]', '[Number of Kids]'] as const

/**
 * The church's YouTube defaults, the starting values of the site-config settings. The playlist
 * ids are placeholders in YouTube's format: each church replaces them with its own in Settings.
 */
export const YOUTUBE_DEFAULTS = {
  sermonsPlaylistId: 'PLsbts7Qm4Xc2SermonsArchiveDefault',
  liveStreamsPlaylistId: 'PLsbts7Qm4Xc2LiveStreamsDefault01',
  defaultSpeaker: 'Parish Clergy',
} as const
