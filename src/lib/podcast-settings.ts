/** The podcast's settings: their names, Apple's artwork rule and the words staff see. */

export const PODCAST_SETTING_FIELDS = [
  'podcastTitle',
  'podcastDescription',
  'podcastAuthor',
  'podcastImageUrl',
  'podcastLanguage',
  'podcastAppleUrl',
  'podcastSpotifyUrl',
] as const

/** Apple Podcasts: artwork is a JPEG or PNG, square, 1400 to 3000 pixels a side. */
export const PODCAST_ARTWORK = {
  minSide: 1400,
  maxSide: 3000,
  types: ['image/jpeg', 'image/png'],
} as const

export const podcastMessages = {
  artworkUpload: 'Upload the podcast artwork here (a JPEG or PNG), so that its size can be checked',
  artworkSize: 'Podcast artwork must be a square JPEG or PNG from 1400×1400 to 3000×3000 pixels',
  language: 'Language must be a code such as en or en-GB',
} as const

/** A language tag as RSS and Apple want it: "en", "en-gb", "pt-BR". */
export const isLanguageTag = (value: string): boolean =>
  /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(value)

export const artworkFits = (image: {
  width?: number | null
  height?: number | null
  mimeType?: string | null
}): boolean =>
  typeof image.width === 'number' &&
  image.width === image.height &&
  image.width >= PODCAST_ARTWORK.minSide &&
  image.width <= PODCAST_ARTWORK.maxSide &&
  (PODCAST_ARTWORK.types as readonly string[]).includes(image.mimeType ?? '')
