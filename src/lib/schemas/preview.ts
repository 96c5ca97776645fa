import { z } from 'zod'

/** What staff can preview on the public site: the items with drafts (docs/publishing.md). */
export const PREVIEW_COLLECTIONS = ['sermons', 'events'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/**
 * What a preview shows against the website: an item not on it at all (a draft, or scheduled), a
 * published item with changes saved as a draft, or a published item as it is.
 */
export type PreviewState = 'unpublished' | 'changed' | 'unchanged'

// GET /api/admin/preview?collection=&id=
export const previewQuerySchema = z.object({
  collection: z.enum(PREVIEW_COLLECTIONS, { error: 'Collection must be sermons or events' }),
  id: z.string({ error: 'Id is required' }).regex(/^\d+$/, 'Id must be a whole number'),
})

// GET /api/admin/preview/exit?path=
export const exitPreviewQuerySchema = z.object({ path: z.string().max(2000).optional() })

/** Where the dashboard's Preview opens an item (a new tab; the route redirects to its page). */
export const previewAddress = (collection: PreviewCollection, id: number): string =>
  `/api/admin/preview?collection=${collection}&id=${id}`

/** The Exit preview link of a previewed page: back to the same page, as visitors see it. */
export const exitPreviewAddress = (path: string): string =>
  `/api/admin/preview/exit?path=${encodeURIComponent(path)}`
