import { afterEach, describe, expect, it, vi } from 'vitest'

import { logRequestError } from '@/server/log/log-request-error'
import { serverLog } from '@/server/log/server-log'

describe("Next's onRequestError", () => {
  afterEach(() => vi.restoreAllMocks())

  it('logs the failed request through the server log, with its digest', async () => {
    const log = vi.spyOn(serverLog, 'error').mockImplementation(() => {})
    const error = Object.assign(new Error('database went away'), { digest: '12345' })
    await logRequestError(
      error,
      { path: '/about', method: 'GET', headers: {} },
      {
        routerKind: 'App Router',
        routePath: '/about',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
    )
    expect(log).toHaveBeenCalledWith('[next] a request failed', error, {
      method: 'GET',
      path: '/about',
      routePath: '/about',
      routeType: 'render',
      digest: '12345',
    })
  })
})
