import { afterEach, vi } from 'vitest'

/**
 * A test that makes the server log console.error has hit an unexpected path (our router logs
 * every 500 that way), so it fails even if its assertions passed.
 */
const errorSpy = vi.spyOn(console, 'error')

afterEach(() => {
  const calls = errorSpy.mock.calls
  errorSpy.mockClear()
  if (calls.length) throw new Error(`console.error was called:\n${calls.map(String).join('\n')}`)
})
