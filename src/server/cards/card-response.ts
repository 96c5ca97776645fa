import type { ImageResponse } from 'next/og'

import { conditionalGet } from '@/server/http/conditional-get'
import { etagOf } from '@/server/http/entity-tags'

/**
 * A rendered card as HTTP, with an ETag of its bytes: ImageResponse sends `max-age=0,
 * must-revalidate` and no validator, so every revalidation by a crawler or a chat app's preview
 * fetched the whole PNG again. Now an unchanged card answers 304 (conditional-get.ts). The card is
 * still drawn to hash it; a 304 saves the transfer, not the drawing.
 */
export const cardResponse = async (request: Request, card: ImageResponse): Promise<Response> => {
  const png = new Uint8Array(await card.arrayBuffer())
  return conditionalGet(
    request,
    {
      etag: etagOf(png),
      headers: { 'cache-control': card.headers.get('cache-control') ?? 'public, max-age=0' },
      contentHeaders: { 'content-type': card.headers.get('content-type') ?? 'image/png' },
    },
    () => png,
  )
}
