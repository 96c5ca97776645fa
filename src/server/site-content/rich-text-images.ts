import type { RichTextImage, RichTextImages } from '@/lib/rich-text/images'
import { slugs } from '@/lib/slugs'
import { cachedRead } from '@/server/cache/cached-read'
import { getPayloadClient } from '@/server/payload'
import { toRichTextImage } from '@/server/uploads/rich-text-image'

import type { Media } from '../../../payload-types'

/**
 * The media entries a rich text's images point at, read as a visitor may read them (the media
 * library is public). An id with no entry, or an entry that is no image, is simply absent: the
 * text then draws nothing there.
 */
const readRichTextImages = async (ids: number[]): Promise<RichTextImages> => {
  if (ids.length === 0) return {}
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.media,
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return Object.fromEntries(
    (docs as Media[])
      .map(toRichTextImage)
      .filter((image): image is RichTextImage => image !== null)
      .map((image) => [String(image.id), image]),
  )
}

/** Cached per set of ids under the media library's tag, expired by its hooks (collections/Media.ts). */
const cachedRichTextImages = cachedRead(readRichTextImages, ['rich-text-images'], [slugs.media], {})

export const getRichTextImages = (ids: number[]): Promise<RichTextImages> =>
  ids.length === 0 ? Promise.resolve({}) : cachedRichTextImages.data(ids)
