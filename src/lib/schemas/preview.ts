import { z } from 'zod'

/** What staff can preview on the public site: the items with drafts (docs/publishing.md). */
export const PREVIEW_COLLECTIONS = ['sermons', 'events', 'featured-content'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/** The globals with drafts a preview shows (the Pages tab's forms and the settings). */
export const PREVIEW_GLOBALS = ['page-texts', 'site-config', 'service-times'] as const
export type PreviewGlobal = (typeof PREVIEW_GLOBALS)[number]

/**
 * The public pages a preview of the page texts opens, by name: each Pages-tab form's page, and
 * each About tab (the About form's texts are on four pages).
 */
export const PREVIEW_PAGES = [
  'home',
  'about',
  'music',
  'kids-church',
  'what-we-believe',
  'visit',
  'give',
  'navigation',
] as const
export type PreviewPage = (typeof PREVIEW_PAGES)[number]

/**
 * What a preview shows against the website: an item not on it at all (a draft, or scheduled), a
 * published item with changes saved as a draft, or a published item as it is.
 */
export type PreviewState = 'unpublished' | 'changed' | 'unchanged'

const MIXED = 'Ask for a collection and an id, or for a global, not both'

// GET /api/admin/preview?collection=&id= | ?global=&page=
export const previewQuerySchema = z
  .object({
    collection: z
      .enum(PREVIEW_COLLECTIONS, {
        error: 'Collection must be sermons, events or featured-content',
      })
      .optional(),
    id: z
      .string({ error: 'Id is required' })
      .regex(/^\d+$/, 'Id must be a whole number')
      .optional(),
    global: z
      .enum(PREVIEW_GLOBALS, {
        error: 'Global must be page-texts, site-config or service-times',
      })
      .optional(),
    page: z
      .enum(PREVIEW_PAGES, { error: `Page must be one of ${PREVIEW_PAGES.join(', ')}` })
      .optional(),
  })
  .superRefine((query, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message })
    if (query.global) {
      if (query.collection || query.id) problem('global', MIXED)
      else if (query.global === 'page-texts' && !query.page)
        problem('page', 'Page is required with global=page-texts')
      else if (query.global !== 'page-texts' && query.page)
        problem('page', 'Page goes only with global=page-texts')
      return
    }
    if (!query.collection) problem('collection', 'Collection (with an id) or global is required')
    else if (!query.id) problem('id', 'Id is required')
    if (query.page) problem('page', 'Page goes only with global=page-texts')
  })

export type PreviewQuery = z.infer<typeof previewQuerySchema>

// GET /api/admin/preview/exit?path=
export const exitPreviewQuerySchema = z.object({ path: z.string().max(2000).optional() })

/** Where the dashboard's Preview opens an item (a new tab; the route redirects to its page). */
export const previewAddress = (collection: PreviewCollection, id: number): string =>
  `/api/admin/preview?collection=${collection}&id=${id}`

/** Where the dashboard's Preview opens a global's latest draft (a page of the page texts). */
export const globalPreviewAddress = (global: PreviewGlobal, page?: PreviewPage): string =>
  `/api/admin/preview?global=${global}${page ? `&page=${page}` : ''}`

/** The Exit preview link of a previewed page: back to the same page, as visitors see it. */
export const exitPreviewAddress = (path: string): string =>
  `/api/admin/preview/exit?path=${encodeURIComponent(path)}`
