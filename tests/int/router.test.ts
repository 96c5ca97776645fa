import { describe, expect, it } from 'vitest'

import { route } from '@endpoints/types'
import { env } from '@/env'
import { handleApiRequest } from '@/server/api/router'

import { callApi } from './helpers/api'

describe('the /api router', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const { status, json } = await callApi('GET', '/no-such-thing')
    expect(status).toBe(404)
    expect(json).toEqual({ message: 'No API route for /no-such-thing' })
  })

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const { status, headers, json } = await callApi('DELETE', '/site-config')
    expect(status).toBe(405)
    expect(headers.get('allow')).toBe('GET, HEAD')
    expect(json.message).toMatch(/not allowed/)
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const { status, json } = await callApi('POST', '/contact', { rawBody: '{"firstName": ' })
    expect(status).toBe(400)
    expect(json).toEqual({ message: 'Request body is not valid JSON' })
  })

  it('answers a JSON body that is not an object with field errors', async () => {
    const { status, json } = await callApi('POST', '/newsletter/subscribe', { rawBody: '"hello"' })
    expect(status).toBe(400)
    expect(json.message).toBeTruthy()
  })

  it('refuses a state-changing call from a foreign origin with 403', async () => {
    const { status, json } = await callApi('POST', '/newsletter/subscribe', {
      body: { email: 'foreign-origin@test.shoreline.test' },
      origin: 'https://evil.example',
    })
    expect(status).toBe(403)
    expect(json.message).toBe('Cross-origin request refused')
  })

  it('answers an id too large for the database with 404, not 500', async () => {
    const { status, json } = await callApi('GET', '/events/99999999999')
    expect(status).toBe(404)
    expect(json.message).toBe('Event not found')
  })

  it('answers a non-numeric id with 404', async () => {
    const { status, json } = await callApi('GET', '/sermons/not-a-number')
    expect(status).toBe(404)
    expect(json.message).toBe('Sermon not found')
  })

  it('hands a rawBody route its bytes unparsed, and refuses more than its limit with 413', async () => {
    const echo = route<Record<string, never>, Buffer>({
      method: 'PUT',
      path: '/echo',
      access: 'public',
      summary: 'Echo the bytes',
      rawBody: { maxBytes: 8, tooLargeMessage: 'At most 8 bytes' },
      handler: async ({ body }) => ({ isBuffer: Buffer.isBuffer(body), text: body.toString() }),
    })
    const send = (body: string) =>
      handleApiRequest(
        new Request(new URL('/api/echo', env.SITE_URL), {
          method: 'PUT',
          headers: { 'content-type': 'application/json', origin: env.SITE_URL },
          body,
        }),
        [echo],
      )
    const ok = await send('{"a": 1')
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ isBuffer: true, text: '{"a": 1' })
    const tooBig = await send('123456789')
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toEqual({ message: 'At most 8 bytes' })
  })
})
