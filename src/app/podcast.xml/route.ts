import { feedResponse } from '@/server/podcast/feed-response'

/** GET /podcast.xml: every sermon with audio, as a podcast. */
export const GET = (request: Request) => feedResponse(request, 'all')
