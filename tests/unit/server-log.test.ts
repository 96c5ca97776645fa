import { Writable } from 'node:stream'

import { pino } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { payloadLoggerFor } from '@/server/log/logger-config'
import { serverLog, setServerLogger } from '@/server/log/server-log'

const capture = () => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().trimEnd().split('\n'))
      done()
    },
  })
  return { stream, json: () => lines.map((line) => JSON.parse(line)) }
}

// In this order: the first test runs before any logger was handed over.
describe('the server log', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes to stderr, marked, until Payload hands its logger over', () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('database went away')
    serverLog.error('[events] could not load an event', error, { eventId: '7' })
    expect(stderr).toHaveBeenCalledWith(
      "[events] could not load an event (Payload's logger has not started in this process; written to stderr)",
      error,
      { eventId: '7' },
    )
  })

  it('writes through the logger Payload hands over, and no longer to stderr', () => {
    const stderr = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const out = capture()
    const config = payloadLoggerFor('production', out.stream)!
    setServerLogger(pino(config.options, config.destination))

    serverLog.warn('[api] database unavailable', new Error('connect ECONNREFUSED'), { path: '/x' })

    expect(stderr).not.toHaveBeenCalled()
    const [line] = out.json()
    expect(line).toMatchObject({
      level: 40,
      name: 'shoreline',
      msg: '[api] database unavailable',
      path: '/x',
      err: { message: 'connect ECONNREFUSED' },
    })
  })
})
