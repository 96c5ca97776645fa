/**
 * The URL form of a series or speaker name: "The Rev. Canon Margaret Ellis" →
 * "the-rev-canon-margaret-ellis", "Psalms for the Shore" → "psalms-for-the-shore".
 * One module, so a card's link, the page that answers it and a stored slug always agree.
 */
const MAX_SLUG_LENGTH = 80

export const slugify = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents go: "Músic" → "music"
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-') // every run of other characters is one dash, so no dash runs
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-|-$/g, '')

/** /sermons/series/{slug} and /sermons/speakers/{slug}. */
export const seriesPath = (name: string) => `/sermons/series/${slugify(name)}`
export const speakerPath = (name: string) => `/sermons/speakers/${slugify(name)}`
