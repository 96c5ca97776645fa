/**
 * The field rules of docs/requirements/api.md as plain predicates. The zod schemas (browser and
 * /api) and the Payload collections (Payload's admin and the Local API) both call these, so a rule
 * is written once and every way into the database enforces it.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/
const HEX_COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
/** RFC 5321's longest address. Longer input is refused before anything looks at its shape. */
export const MAX_EMAIL_LENGTH = 254

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

export const isIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

export const isTimeOfDay = (value: string): boolean => TIME_OF_DAY.test(value)

export const isHexColour = (value: string): boolean => HEX_COLOUR.test(value)

/** An ISO 3166-1 alpha-2 country code, as schema.org's addressCountry prefers: US, GB, CA. */
export const isCountryCode = (value: string): boolean => /^[A-Za-z]{2}$/.test(value.trim())

/**
 * Deliberately simple: one @, no spaces, a dot inside the domain. Deliverability is the mail
 * server's job. Written as one scan instead of /^[^\s@]+@[^\s@]+\.[^\s@]+$/, whose backtracking
 * made "a@" followed by a long run of dots take seconds (docs/decisions/010-bounded-input.md).
 */
export const isEmail = (value: string): boolean => {
  if (value.length > MAX_EMAIL_LENGTH || /\s/.test(value)) return false
  const at = value.indexOf('@')
  if (at < 1 || at !== value.lastIndexOf('@')) return false
  // A dot with at least one character either side of it in the domain.
  return value.slice(at + 2, -1).includes('.')
}

/** Browsers and servers handle links up to about 2,000 characters; longer ones are refused. */
export const MAX_URL_LENGTH = 2048

/** An absolute http(s) URL. */
export const isHttpUrl = (value: string): boolean => {
  if (value.length > MAX_URL_LENGTH) return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** The image rule (event imageUrl, site logoUrl; docs/requirements/api.md): starts with http or /. */
export const isImageLocation = (value: string): boolean =>
  (value.startsWith('http') && isHttpUrl(value)) ||
  (value.startsWith('/') && !value.startsWith('//'))

/** The contactPageUrl rule (docs/requirements/api.md): starts with http or /. */
export const isPageLocation = isImageLocation

/** A YouTube playlist or channel id: letters, digits, - and _. */
export const isYoutubeId = (value: string): boolean => /^[A-Za-z0-9_-]{2,64}$/.test(value)

export const orBlank =
  (rule: (value: string) => boolean) =>
  (value: unknown): boolean =>
    isBlank(value) || (typeof value === 'string' && rule(value.trim()))
