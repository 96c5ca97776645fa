import { slugify } from '@/lib/content/slugify'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedRead } from '@/server/cache/cached-read'

import { sermonFacets } from './sermon-facets'

export type SermonGroupKind = 'series' | 'speakers'

/** A series' or speaker's page: the name sermons carry, and what staff wrote about it. */
export type SermonGroup = {
  kind: SermonGroupKind
  name: string
  slug: string
  description: string | null
  artworkUrl: string | null
}

const collectionOf = { series: slugs.sermonSeries, speakers: slugs.speakers } as const

/**
 * The series or speaker a slug names: a staff-written entry with that slug (its name and
 * description), otherwise a name some sermon uses whose slug matches. Null when neither.
 */
const readGroup = async (kind: SermonGroupKind, slug: string): Promise<SermonGroup | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: collectionOf[kind],
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const entry = docs[0] as { name: string; description?: string | null; artworkUrl?: string | null }
  if (entry) {
    return {
      kind,
      name: entry.name,
      slug,
      description: entry.description || null,
      artworkUrl: entry.artworkUrl || null,
    }
  }
  const facets = await sermonFacets.data()
  const names = kind === 'series' ? facets.series : facets.speakers
  const name = names.find((candidate) => slugify(candidate) === slug)
  return name ? { kind, name, slug, description: null, artworkUrl: null } : null
}

/** Cached under both the profile collection and sermons, so either kind of edit shows at once. */
export const loadSermonGroup = cachedRead(
  readGroup,
  ['sermons:group'],
  [slugs.sermons, slugs.sermonSeries, slugs.speakers],
  // At build time there is no database; build-time pages are never served.
  null,
)
