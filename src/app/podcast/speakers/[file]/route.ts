import { feedResponse } from '@/server/podcast/feed-response'

type Context = { params: Promise<{ file: string }> }

/** GET /podcast/speakers/{slug}.xml: one speaker's sermons, as a podcast. */
export const GET = async (request: Request, { params }: Context) =>
  feedResponse(request, 'speaker', (await params).file)
