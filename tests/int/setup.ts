import { afterEach, vi } from 'vitest'

import { serverLog } from '@/server/log/server-log'

/**
 * A test that makes the server log an error has hit an unexpected path (our router logs every
 * 500 through serverLog, and serverLog falls back to console.error), so it fails even if its
 * assertions passed.
 */
const errorSpy = vi.spyOn(console, 'error')
const serverLogSpy = vi.spyOn(serverLog, 'error')

afterEach(() => {
  const calls = [...errorSpy.mock.calls, ...serverLogSpy.mock.calls]
  errorSpy.mockClear()
  serverLogSpy.mockClear()
  if (calls.length) throw new Error(`an error was logged:\n${calls.map(String).join('\n')}`)
})
