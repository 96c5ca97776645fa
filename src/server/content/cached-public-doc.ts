import type { CollectionSlug, DataFromCollectionSlug } from 'payload'

import { isApiError } from '@/server/api/errors'
import { parseId } from '@/server/api/ids'
import { getPayloadClient } from '@/server/payload'
import { cachedRead } from '@/server/cache/cached-read'

import { getPublicDoc } from './get-public-doc'

/**
 * One document as visitors see it, or null when the id names none (a non-numeric id included).
 * Cached under the collection's tag, which every change expires: the detail page that reads it
 * carries the tag too, so the next visit after an edit renders fresh (read again on every visit, as
 * docs/requirements/public-pages.md asks) while the visits in between cost no database read.
 */
export const cachedPublicDoc = <Slug extends CollectionSlug>(collection: Slug, label: string) => {
  const read = async (id: number): Promise<DataFromCollectionSlug<Slug> | null> => {
    try {
      return await getPublicDoc(await getPayloadClient(), collection, id, label)
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null
      throw error
    }
  }
  const cached = cachedRead(read, [`${collection}:doc`], [collection], null)
  return async (rawId: string): Promise<DataFromCollectionSlug<Slug> | null> => {
    let id: number
    try {
      id = parseId(rawId, label)
    } catch {
      return null
    }
    return cached.data(id)
  }
}
