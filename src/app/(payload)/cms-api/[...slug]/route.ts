/* Payload's REST API at /cms-api, used by Payload's admin. The site itself calls /api only. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { headAsGet } from '@/server/cms-api/head-as-get'
import { withAuthLimits } from '@/server/cms-api/with-auth-limits'
import { withBodyCap } from '@/server/cms-api/with-body-cap'
import { withIdempotentLogout } from '@/server/cms-api/with-idempotent-logout'
import { withListCaps } from '@/server/cms-api/with-list-caps'
import { withSessionHint } from '@/server/cms-api/with-session-hint'

export const GET = withListCaps(REST_GET(config))
export const HEAD = headAsGet(GET)
// Every body is read within its cap before anything else looks at it (withBodyCap). Logins,
// logouts and token refreshes carry the public pages' login hint along (withSessionHint).
export const POST = withBodyCap(
  withListCaps(withAuthLimits(withSessionHint(withIdempotentLogout(REST_POST(config))))),
)
export const DELETE = withBodyCap(REST_DELETE(config))
export const PATCH = withBodyCap(REST_PATCH(config))
export const PUT = withBodyCap(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
