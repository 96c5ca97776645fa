import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { payloadLoggerFor } from '@/server/log/logger-config'

const capture = () => {
  const chunks: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString())
      done()
    },
  })
  return { stream, text: () => chunks.join('') }
}

describe('the server log', () => {
  it('writes one JSON line per event in production, errors with their stack', () => {
    const out = capture()
    const config = payloadLoggerFor('production', out.stream)!
    const logger = pino(config.options, config.destination)
    logger.error(
      { err: new Error('database went away'), eventId: '7' },
      '[events] could not load an event',
    )
    logger.info('second event')

    const lines = out.text().trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    const first = JSON.parse(lines[0])
    expect(first).toMatchObject({
      level: 50,
      name: 'shoreline',
      msg: '[events] could not load an event',
      eventId: '7',
      err: { type: 'Error', message: 'database went away' },
    })
    expect(first.err.stack).toContain('database went away')
    expect(JSON.parse(lines[1])).toMatchObject({ level: 30, msg: 'second event' })
  })

  it("keeps Payload's readable default in development and tests", () => {
    expect(payloadLoggerFor('development')).toBeUndefined()
    expect(payloadLoggerFor('test')).toBeUndefined()
  })
})
