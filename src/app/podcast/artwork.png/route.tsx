import { brandCard } from '@/server/cards/brand-card'
import { cardResponse } from '@/server/cards/card-response'

// Read from the database on request (and cached), never prerendered at build time.
export const dynamic = 'force-dynamic'

/** GET /podcast/artwork.png: square artwork Apple accepts (1400 px), until staff upload their own. */
export const GET = async (request: Request) =>
  cardResponse(request, await brandCard({ title: 'Sermons', width: 1400, height: 1400 }))
