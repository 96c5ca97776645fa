import 'server-only'

import type { DataFromCollectionSlug, Payload } from 'payload'
import { cache } from 'react'

import type { PreviewCollection, PreviewState } from '@/lib/schemas/preview'
import { parseId } from '@/server/api/ids'
import { getPayloadClient } from '@/server/payload'

import type { User } from '../../../payload-types'

export type PreviewDoc<Slug extends PreviewCollection> = {
  doc: DataFromCollectionSlug<Slug>
  state: PreviewState
}

/**
 * An item as staff last saved it (Payload's latest version, a draft included) and how that stands
 * against the website (the item's own row is what visitors see; docs/publishing.md). Read with the
 * staff member's own access and never through a cache: a draft must not land in an entry that
 * visitors' pages read (src/server/cache). Null for an id that names nothing (or something in the
 * trash).
 */
export const readPreviewDoc = async <Slug extends PreviewCollection>(
  payload: Payload,
  collection: Slug,
  id: number,
  staff: User,
): Promise<PreviewDoc<Slug> | null> => {
  const read = { collection, id, depth: 0, overrideAccess: false, user: staff, disableErrors: true }
  const latest = await payload.findByID({ ...read, draft: true })
  if (!latest) return null
  const row = await payload.findByID(read)
  const rowStatus = (row as { _status?: string } | null)?._status
  const latestStatus = (latest as { _status?: string })._status
  const state: PreviewState =
    rowStatus === 'draft' ? 'unpublished' : latestStatus === 'draft' ? 'changed' : 'unchanged'
  return { doc: latest as DataFromCollectionSlug<Slug>, state }
}

/**
 * readPreviewDoc for a page's id (a path segment), once per request: the layout, the metadata, the
 * page and its banner share the read. Null for an id that is not a number.
 */
export const previewDocFor = cache(
  async <Slug extends PreviewCollection>(
    collection: Slug,
    rawId: string,
    staff: User,
  ): Promise<PreviewDoc<Slug> | null> => {
    let id: number
    try {
      id = parseId(rawId, collection)
    } catch {
      return null
    }
    return readPreviewDoc(await getPayloadClient(), collection, id, staff)
  },
)
