import { slugs } from '@/lib/slugs'
import { cachedRead } from '@/server/cache/cached-read'
import { getPayloadClient } from '@/server/payload'

import type { SermonFile } from '../../../payload-types'
import { hostedFileUrl } from './locations'

/** What the sermon page lists under "Resources": a document's label, address and size. */
export type SermonResource = { id: number; label: string; url: string; bytes: number }

const readDocuments = async (sermonId: number): Promise<SermonResource[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.sermonFiles,
    where: { sermon: { equals: sermonId }, kind: { equals: 'document' } },
    sort: 'createdAt',
    limit: 10,
    depth: 0,
    overrideAccess: false,
  })
  return (docs as SermonFile[]).map((file) => ({
    id: file.id,
    label: file.label ?? file.filename,
    url: hostedFileUrl(file.filename),
    bytes: file.bytes,
  }))
}

/**
 * A sermon's documents, in the order they were added. Cached under the sermons' tag, which a
 * change to any sermon file expires too (collections/SermonFiles.ts), like the sermon itself.
 */
export const loadSermonDocuments = cachedRead(
  readDocuments,
  [`${slugs.sermonFiles}:documents`],
  [slugs.sermons],
  [],
).data
