import type { NextRequest } from 'next/server'

import { proxy } from '@/proxy'

/**
 * The proxy's answer to a request it decides on its own (every request but a page revalidation,
 * which waits on the cache): a test that gets a promise here has found it waiting where it
 * should not.
 */
export const proxyAtOnce = (request: NextRequest): Response => {
  const answer = proxy(request)
  if (answer instanceof Promise) throw new Error(`the proxy waited on the cache for ${request.url}`)
  return answer
}
