import { afterEach, describe, expect, it, vi } from 'vitest'

import { serverLog } from '@/server/log/server-log'

import { getTestPayload } from './helpers/payload'

/**
 * serverLog cannot import Payload (Payload's config imports code that logs): Payload's onInit
 * hands its logger over when it starts (src/server/init/on-init.ts).
 */
describe('the server log once Payload has started', () => {
  afterEach(() => vi.restoreAllMocks())

  it("writes through Payload's logger, not to stderr", async () => {
    const payload = await getTestPayload()
    const logged = vi.spyOn(payload.logger, 'warn').mockImplementation(() => {})
    const stderr = vi.spyOn(console, 'warn')
    const error = new Error('connect ECONNREFUSED 127.0.0.1:5432')

    serverLog.warn('[api] database unavailable', error, { path: '/sermons' })

    expect(logged).toHaveBeenCalledWith(
      { err: error, path: '/sermons' },
      '[api] database unavailable',
    )
    expect(stderr).not.toHaveBeenCalled()
  })
})
