import { loadSitemap } from '@/server/seo/sitemap'
import { xmlResponse } from '@/server/seo/xml-response'

type Context = { params: Promise<{ file: string }> }

/** GET /sitemaps/{n}.xml: part n of a sitemap split past 50,000 URLs. */
export const GET = async (request: Request, { params }: Context) => {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file)
  return xmlResponse(request, match ? await loadSitemap(Number(match[1])) : null)
}
