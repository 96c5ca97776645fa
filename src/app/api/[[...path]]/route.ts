import { apiRoutes } from '@endpoints/index'
import { handleApiRequest } from '@/server/api/router'

/** The /api paths (docs/requirements/api.md), all served from the route table in endpoints/. */
const handle = (request: Request) => handleApiRequest(request, apiRoutes)

export const dynamic = 'force-dynamic'

// HEAD is named, not left to Next: the router answers it as the GET without the body.
export {
  handle as GET,
  handle as HEAD,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
}
