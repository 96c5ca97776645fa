import { feedResponse } from '@/server/podcast/feed-response'

type Context = { params: Promise<{ file: string }> }

/** GET /podcast/series/{slug}.xml: one series' sermons, as a podcast. */
export const GET = async (request: Request, { params }: Context) =>
  feedResponse(request, 'series', (await params).file)
