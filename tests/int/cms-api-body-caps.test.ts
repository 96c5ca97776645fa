import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST, PATCH } from '@/app/(payload)/cms-api/[...slug]/route'
import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { MAX_IMAGE_BYTES } from '@/lib/uploads/image-rules'
import { SOCKET_ADDRESS_HEADER } from '@/server/rate-limit/client-ip'
import { MAX_JSON_BYTES } from '@/server/api/read-input'

import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const CHUNK = 64 * 1024

/**
 * A body that is made as it is read, with no Content-Length (sent chunked): `pulled` says how
 * much of it the server asked for before it answered.
 */
const streamedBody = (totalBytes: number, fill = 0x20) => {
  const state = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= totalBytes) return controller.close()
      const size = Math.min(CHUNK, totalBytes - state.pulled)
      state.pulled += size
      controller.enqueue(new Uint8Array(size).fill(fill))
    },
  })
  return { stream, state }
}

const call = (
  handler: typeof POST,
  path: string,
  init: RequestInit & { duplex?: 'half' },
  cookie?: string,
) => {
  const url = new URL(`/cms-api/${path}`, env.SITE_URL)
  return handler(
    new Request(url, {
      ...init,
      headers: {
        origin: env.SITE_URL,
        [SOCKET_ADDRESS_HEADER]: '198.51.100.7',
        ...(cookie ? { cookie } : {}),
        ...init.headers,
      },
    }),
    { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) },
  )
}

describe('/cms-api bodies are read within a cap before Payload sees them', () => {
  let payload: Payload
  let admin: TestUser
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    const made = await createTestUsers(payload, ['admin'] as const)
    admin = made.users.admin
    removeUsers = made.remove
  })
  afterAll(() => removeUsers())

  it('an anonymous 50 MB JSON body sent chunked is refused (413) after at most its cap is read', async () => {
    const { stream, state } = streamedBody(50 * 1024 * 1024)
    const response = await call(POST, slugs.newsletterSubscribers, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(413)
    const body = await response.json()
    expect(body.message).toBe('Request body is too large')
    expect(body.errors).toEqual([{ message: 'Request body is too large' }])
    // Read up to the cap and one chunk past it, never the 50 MB (the stream may run one ahead).
    expect(state.pulled).toBeLessThanOrEqual(MAX_JSON_BYTES + 2 * CHUNK)
  })

  it('a multipart body is capped at the upload limit, and a Content-Length over it is refused unread', async () => {
    const { stream, state } = streamedBody(MAX_IMAGE_BYTES * 2)
    const response = await call(PATCH, `${slugs.sermons}/1`, {
      method: 'PATCH',
      body: stream,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(response.status).toBe(413)
    expect(state.pulled).toBeLessThan(MAX_IMAGE_BYTES * 2)
    expect(state.pulled).toBeGreaterThan(MAX_IMAGE_BYTES)
  })

  it('a chunked 200 KB login body is answered (413), not left hanging', async () => {
    const { stream } = streamedBody(200 * 1024)
    const answered = await Promise.race([
      call(POST, 'users/login', {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'content-type': 'application/json' },
      }).then((response) => response.status),
      new Promise((resolve) => setTimeout(() => resolve('no answer within 10 s'), 10_000)),
    ])
    expect(answered).toBe(413)
  })

  it('bodies within the cap reach Payload as sent: chunked or not, anonymous or staff', async () => {
    const anonymous = await call(POST, slugs.newsletterSubscribers, {
      method: 'POST',
      body: JSON.stringify({ email: 'capped@example.org' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(anonymous.status).toBe(403)

    const json = new TextEncoder().encode(
      JSON.stringify({
        title: 'Body cap sermon',
        speaker: 'Capped Speaker',
        date: '2031-01-05',
      }),
    )
    const created = await call(
      POST,
      slugs.sermons,
      {
        method: 'POST',
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(json.slice(0, 10))
            controller.enqueue(json.slice(10))
            controller.close()
          },
        }),
        duplex: 'half',
        headers: { 'content-type': 'application/json' },
      },
      admin.cookie,
    )
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(doc.title).toBe('Body cap sermon')
    await payload.delete({ collection: slugs.sermons, id: doc.id })
  })
})
