import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { env } from '@/env'
import { withBodyCap } from '@/server/cms-api/with-body-cap'

/** Nothing in Shoreline uses GraphQL, so it is off unless GRAPHQL_ENABLED=true turns it on. */
const graphqlOff = async () =>
  Response.json({ message: 'GraphQL is turned off on this site' }, { status: 404 })

export const POST = env.GRAPHQL_ENABLED ? withBodyCap(GRAPHQL_POST(config)) : graphqlOff
export const OPTIONS = REST_OPTIONS(config)
