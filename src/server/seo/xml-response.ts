import { conditionalGet } from '@/server/http/conditional-get'

import type { RenderedSitemap } from './sitemap'

/**
 * An XML document for crawlers, 304 when the crawler's copy is current (conditional-get.ts);
 * a missing one is a plain 404.
 */
export const xmlResponse = (request: Request, doc: RenderedSitemap | null): Response =>
  doc === null
    ? new Response('Not found.', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    : conditionalGet(
        request,
        {
          etag: doc.etag,
          headers: { 'cache-control': 'public, max-age=0, must-revalidate' },
          contentHeaders: { 'content-type': 'application/xml; charset=utf-8' },
        },
        () => doc.xml,
      )
