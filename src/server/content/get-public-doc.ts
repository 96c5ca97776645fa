import type { CollectionSlug, Payload } from 'payload'

import { notFound } from '@/server/api/errors'

/** One document as an anonymous visitor may see it, or a 404 naming what was missing. */
export const getPublicDoc = async <Slug extends CollectionSlug>(
  payload: Payload,
  collection: Slug,
  id: number,
  label: string,
) => {
  const doc = await payload.findByID({
    collection,
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
  })
  if (!doc) throw notFound(`${label} not found`)
  return doc
}
