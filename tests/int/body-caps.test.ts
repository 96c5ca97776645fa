import { apiRoutes } from '@endpoints/index'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { handleApiRequest } from '@/server/api/router'
import { signUploadTicket } from '@/server/uploads/upload-token'

import { getTestPayload } from './helpers/payload'

/** A body that never ends (300 MB and more), counting the chunks the server pulled from it. */
const endless = (chunk: string) => {
  const pulled = { count: 0, cancelled: false }
  const bytes = new TextEncoder().encode(chunk)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.count += 1
      controller.enqueue(bytes)
    },
    cancel() {
      pulled.cancelled = true
    },
  })
  return { stream, pulled }
}

const send = async (
  method: string,
  path: string,
  body: BodyInit,
  headers: Record<string, string>,
) => {
  const request = new Request(new URL(`/api${path}`, env.SITE_URL), {
    method,
    body,
    headers: { origin: env.SITE_URL, 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit)
  const response = await handleApiRequest(request, apiRoutes)
  return { status: response.status, json: await response.json() }
}

const CHUNK = 64 * 1024

describe('request bodies are capped before they are held', () => {
  let payload: Payload
  const messages = async () =>
    (await payload.count({ collection: slugs.contactMessages })).totalDocs

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('a contact post declaring 300 MB is refused (413) before a byte is read', async () => {
    const before = await messages()
    const { stream, pulled } = endless('x'.repeat(CHUNK))
    const { status, json } = await send('POST', '/contact', stream, {
      'content-length': String(300 * 1024 * 1024),
    })
    expect(status).toBe(413)
    expect(json).toEqual({ message: 'Request body is too large' })
    expect(pulled.count).toBeLessThanOrEqual(1)
    expect(await messages()).toBe(before)
  })

  it('a streamed contact body with no length is cut off just past 1 MiB (413)', async () => {
    const before = await messages()
    const { stream, pulled } = endless(' '.repeat(CHUNK))
    const { status } = await send('POST', '/contact', stream, {})
    expect(status).toBe(413)
    expect(pulled.cancelled).toBe(true)
    expect(pulled.count * CHUNK).toBeLessThan(2 * 1024 * 1024)
    expect(await messages()).toBe(before)
  })

  it('deeply nested JSON is refused (400) with the one error shape', async () => {
    const { status, json } = await send('POST', '/contact', '['.repeat(100_000), {})
    expect(status).toBe(400)
    expect(json).toEqual({ message: 'Request body is nested too deeply' })
  })

  it('an upload PUT with a forged link is refused (403) before its bytes are read', async () => {
    const forged = signUploadTicket(
      {
        key: 'x-0123456789abcdef.png',
        contentType: 'image/png',
        userId: 1,
        expiresAt: Date.now() + 60_000,
      },
      'not-the-server-secret',
    )
    const { stream, pulled } = endless('x'.repeat(CHUNK))
    const { status } = await send('PUT', `/upload-image/${forged}`, stream, {
      'content-type': 'image/png',
    })
    expect(status).toBe(403)
    expect(pulled.count).toBeLessThanOrEqual(1)
  })
})
