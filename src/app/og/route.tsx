import { brandCard } from '@/server/cards/brand-card'
import { cardResponse } from '@/server/cards/card-response'

/** A page's title, capped: the card is a picture of it, not a place for essays. */
const MAX_TITLE = 120

/** GET /og?title=...: the share card (1200×630) of a page that has no picture of its own. */
export const GET = async (request: Request) => {
  const title = new URL(request.url).searchParams.get('title')?.trim().slice(0, MAX_TITLE)
  return cardResponse(
    request,
    await brandCard({ title: title || undefined, width: 1200, height: 630 }),
  )
}
