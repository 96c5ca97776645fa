import { exitPreviewQuerySchema, previewQuerySchema } from '@/lib/schemas/preview'
import { safeReturnPath } from '@/lib/safe-return-path'
import { exitPreview, startPreview } from '@/server/preview/start-preview'

import { redirect } from './responses'
import { route } from './types'

/**
 * Preview (docs/publishing.md#preview): staff see a draft on the real public page, in Next's draft
 * mode. Opened from the dashboard as links, so a refusal of a browser's visit is a page, not JSON.
 */
export const adminPreviewRoutes = [
  // GET /api/admin/preview?collection=&id= – draft mode on, then the item's public page
  route({
    method: 'GET',
    path: '/admin/preview',
    access: 'admin',
    summary:
      "Preview a sermon or event as last saved (?collection=sermons|events&id=): turns on draft mode for this browser and redirects to the item's public page",
    responses: redirect("The item's public page, in draft mode (a cookie)"),
    opensInBrowser: true,
    query: previewQuerySchema,
    handler: ({ payload, user, query }) => startPreview(payload, user!, query.collection, query.id),
  }),
  // GET /api/admin/preview/exit?path= – draft mode off, back to the page
  route({
    method: 'GET',
    path: '/admin/preview/exit',
    access: 'admin',
    summary:
      'Leave preview: turns draft mode off and returns to ?path= (a path on this site; / otherwise)',
    responses: redirect('Back to the page, as visitors see it'),
    opensInBrowser: true,
    query: exitPreviewQuerySchema,
    handler: ({ query }) => exitPreview(safeReturnPath(query.path)),
  }),
]
