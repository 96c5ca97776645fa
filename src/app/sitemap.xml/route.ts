import { loadSitemap } from '@/server/seo/sitemap'
import { xmlResponse } from '@/server/seo/xml-response'

// Read from the database on request (and cached), never prerendered at build time.
export const dynamic = 'force-dynamic'

/** GET /sitemap.xml: every public page, or an index of parts past 50,000 URLs. */
export const GET = async (request: Request) => xmlResponse(request, await loadSitemap())
