import { describe, expect, it } from 'vitest'

import { MAX_JSON_DEPTH, jsonDepthExceeds } from '@/server/api/body/json-depth'
import { MAX_JSON_BYTES, readJsonBody, readQuery } from '@/server/api/read-input'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

/** A JSON-looking body that never ends, counting the chunks pulled from it. */
const endless = () => {
  const pulled = { count: 0, cancelled: false }
  const chunk = new TextEncoder().encode(' '.repeat(64 * 1024))
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.count += 1
      controller.enqueue(chunk)
    },
    cancel() {
      pulled.cancelled = true
    },
  })
  return { stream, pulled }
}

describe('readJsonBody', () => {
  it('parses a JSON body and treats an empty one as {}', async () => {
    expect(await readJsonBody(post('{"a":[1,{"b":2}]}'))).toEqual({ a: [1, { b: 2 }] })
    expect(await readJsonBody(post(''))).toEqual({})
  })

  it('refuses a declared length over the cap before reading a byte (413)', async () => {
    const { stream, pulled } = endless()
    const error = await readJsonBody(
      post(stream, { 'content-length': String(300 * 1024 * 1024) }),
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 413, message: 'Request body is too large' })
    expect(pulled.count).toBeLessThanOrEqual(1)
  })

  it('stops streaming as soon as the cap is passed (413), never holding the rest', async () => {
    const { stream, pulled } = endless()
    const error = await readJsonBody(post(stream)).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 413 })
    expect(pulled.cancelled).toBe(true)
    // Just past 1 MiB of 64 KiB chunks, plus the stream's read-ahead.
    expect(pulled.count).toBeLessThan(MAX_JSON_BYTES / (64 * 1024) + 4)
  })

  it('refuses deeply nested JSON (400) before parsing it', async () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000)
    await expect(readJsonBody(post(deep))).rejects.toMatchObject({
      status: 400,
      message: 'Request body is nested too deeply',
    })
    const justDeepEnough = '{"a":'.repeat(MAX_JSON_DEPTH - 1) + '1' + '}'.repeat(MAX_JSON_DEPTH - 1)
    await expect(readJsonBody(post(justDeepEnough))).resolves.toBeTruthy()
  })

  it('refuses malformed JSON (400)', async () => {
    await expect(readJsonBody(post('{"a":'))).rejects.toMatchObject({ status: 400 })
  })
})

describe('jsonDepthExceeds', () => {
  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[\\"[[[['.repeat(100) }), 3)).toBe(false)
    expect(jsonDepthExceeds('[[[[1]]]]', 3)).toBe(true)
    expect(jsonDepthExceeds('[[[1]],[[2]]]', 3)).toBe(false)
  })
})

describe('U+0000, which PostgreSQL text cannot hold', () => {
  it('is refused in a JSON body with a 400', async () => {
    await expect(readJsonBody(post('{"message":"a\\u0000b"}'))).rejects.toMatchObject({
      status: 400,
    })
  })

  it('is refused in a query string with a 400', () => {
    expect(() => readQuery(new Request('http://localhost/api/sermons?search=%00'))).toThrow(
      /NUL character/,
    )
    expect(readQuery(new Request('http://localhost/api/sermons?search=grace'))).toEqual({
      search: 'grace',
    })
  })
})
