import type { Instrumentation } from 'next'

import { serverLog } from './server-log'

/**
 * Next's onRequestError (src/instrumentation.ts): a page or route that throws is logged through
 * Payload's logger too, with the digest the visitor's error page was given, so a report of
 * "it said something went wrong" can be matched to its JSON log line.
 */
export const logRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error
      ? String(error.digest)
      : undefined
  serverLog.error('[next] a request failed', error, {
    method: request.method,
    path: request.path,
    routePath: context.routePath,
    routeType: context.routeType,
    digest,
  })
}
