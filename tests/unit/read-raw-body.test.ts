import { describe, expect, it } from 'vitest'

import { ApiError } from '@/server/api/errors'
import { readRawBody } from '@/server/api/read-input'

const limit = { maxBytes: 10, tooLargeMessage: 'Too big' }

const put = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', {
    method: 'PUT',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

/** A body that never ends, counting how many chunks were pulled from it. */
const endless = () => {
  const pulled = { count: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.count += 1
      controller.enqueue(new Uint8Array(4))
    },
    cancel() {
      pulled.cancelled = true
    },
  })
  return { stream, pulled }
}

describe('readRawBody', () => {
  it('hands over the bytes up to the limit, unparsed', async () => {
    const bytes = await readRawBody(put(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])), limit)
    expect([...bytes]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect((await readRawBody(put('{"a":1}'), limit)).toString()).toBe('{"a":1}')
  })

  it('answers 413 with the route’s message one byte past the limit', async () => {
    const error = await readRawBody(put(new Uint8Array(11)), limit).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 413, message: 'Too big' })
  })

  it('stops reading as soon as the limit is passed', async () => {
    const { stream, pulled } = endless()
    const error = await readRawBody(put(stream), limit).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 413 })
    expect(pulled.cancelled).toBe(true)
    expect(pulled.count).toBeLessThan(10)
  })

  it('refuses a declared length over the limit before reading anything', async () => {
    const { stream, pulled } = endless()
    const error = await readRawBody(put(stream, { 'content-length': '11' }), limit).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ status: 413 })
    expect(pulled.count).toBeLessThanOrEqual(1)
  })
})
