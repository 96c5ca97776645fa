import { loadSitemap } from '@/server/seo/sitemap'
import { xmlResponse } from '@/server/seo/xml-response'

/** GET /sitemap.xml: every public page, or an index of parts past 50,000 URLs. */
export const GET = async () => xmlResponse(await loadSitemap())
