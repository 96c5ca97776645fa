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
  // GET /api/admin/preview?collection=&id= | ?global=&page= – draft mode on, then the public page
  route({
    method: 'GET',
    path: '/admin/preview',
    access: 'admin',
    summary:
      'Preview as last saved, drafts included (?collection=sermons|events|featured-content&id=, or ?global=page-texts&page=, site-config or service-times): draft mode on, then the page showing it',
    responses: redirect('The public page, in draft mode (a cookie)'),
    opensInBrowser: true,
    query: previewQuerySchema,
    handler: ({ payload, user, query }) => startPreview(payload, user!, query),
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
