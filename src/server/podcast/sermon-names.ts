import { slugify } from '@/lib/podcast-urls'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedRead } from '@/server/cache/cached-read'

export type SermonNames = { series: string[]; speakers: string[] }

const readNames = async (): Promise<SermonNames> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.sermons,
    pagination: false,
    depth: 0,
    select: { series: true, speaker: true },
    overrideAccess: false,
  })
  const distinct = (values: (string | null | undefined)[]) =>
    [
      ...new Set(
        values.map((value) => value?.trim()).filter((value): value is string => Boolean(value)),
      ),
    ].sort()
  return {
    series: distinct(docs.map((doc) => doc.series)),
    speakers: distinct(docs.map((doc) => doc.speaker)),
  }
}

const cachedNames = cachedRead(readNames, ['sermons:names'], [slugs.sermons], {
  series: [],
  speakers: [],
})

/** Every series and speaker name in use (one cached read, expired on any sermon edit). */
export const sermonNames = () => cachedNames.data()

/** The name a slug stands for, or null: an unknown slug is a 404, never a new cache entry. */
export const nameForSlug = (names: string[], slug: string): string | null =>
  names.find((name) => slugify(name) === slug) ?? null
