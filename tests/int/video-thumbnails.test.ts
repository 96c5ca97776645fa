import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET } from '@/app/video-thumbnails/[id]/route'
import { env } from '@/env'
import { siteUrl } from '@/server/site-url'

import { startYoutubeImages, type FakeYoutubeImages } from '../fakes/youtube-images'

/** Enough of a JPEG to be told from anything else: its markers around random bytes. */
const jpeg = (size = 2048) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    randomBytes(size),
    Buffer.from([0xff, 0xd9]),
  ])

/** A fresh video id per test (8 random bytes are 11 base64url characters): the route's memory
 * outlives a test, as it outlives a request. */
const newId = () => randomBytes(8).toString('base64url')

const get = (id: string) =>
  GET(new Request(siteUrl(`/video-thumbnails/${id}`)), { params: Promise.resolve({ id }) })

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

const expectPlaceholder = async (response: Response) => {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/svg+xml')
  expect(response.headers.get('cache-control')).toBe('public, max-age=300')
  expect(await response.text()).toMatch(/^<svg [^>]*viewBox="0 0 16 9"/)
}

/** A loopback port with nothing listening on it. */
const closedPort = async () => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('GET /video-thumbnails/{id}', () => {
  let youtube: FakeYoutubeImages
  const savedRoot = env.YOUTUBE_THUMBNAIL_ROOT

  // env is read once at import (src/env.ts); the route reads it per call, so the tests point it here.
  const pointThumbnailsAt = (root: string) => Object.assign(env, { YOUTUBE_THUMBNAIL_ROOT: root })

  beforeAll(async () => {
    youtube = await startYoutubeImages()
  })
  beforeEach(() => pointThumbnailsAt(youtube.url))
  afterAll(async () => {
    pointThumbnailsAt(savedRoot)
    await youtube.stop()
  })

  it("should answer YouTube's image, kept a day by browsers and a week by CDNs", async () => {
    const id = newId()
    const image = jpeg()
    youtube.answer(id, { body: image, type: 'image/jpeg' })
    const response = await get(id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800',
    )
    expect((await bytesOf(response)).equals(image)).toBe(true)
    expect(youtube.requests(id)).toBe(1)
  })

  it('should serve a second request from memory, without asking YouTube again', async () => {
    const id = newId()
    const image = jpeg()
    youtube.answer(id, { body: image, type: 'image/webp' })
    await (await get(id)).arrayBuffer()
    const again = await get(id)
    expect(again.headers.get('content-type')).toBe('image/webp')
    expect((await bytesOf(again)).equals(image)).toBe(true)
    expect(youtube.requests(id)).toBe(1)
  })

  it('should make one upstream fetch for requests that arrive together', async () => {
    const id = newId()
    const image = jpeg()
    youtube.answer(id, { body: image, type: 'image/jpeg', delayMs: 300 })
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(id)))
    for (const response of responses) {
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect((await bytesOf(response)).equals(image)).toBe(true)
    }
    expect(youtube.requests(id)).toBe(1)
  })

  it('should answer the placeholder when YouTube has no such thumbnail (404)', async () => {
    const id = newId()
    await expectPlaceholder(await get(id))
    expect(youtube.requests(id)).toBe(1)
  })

  it('should remember a failure for a while, so an outage costs one fetch, not one per view', async () => {
    const id = newId()
    youtube.answer(id, { body: jpeg(), type: 'image/jpeg', status: 503 })
    await expectPlaceholder(await get(id))
    await expectPlaceholder(await get(id))
    expect(youtube.requests(id)).toBe(1)
  })

  it('should answer the placeholder when the answer is not an image', async () => {
    const id = newId()
    youtube.answer(id, { body: Buffer.from('<!doctype html><p>Sign in'), type: 'text/html' })
    await expectPlaceholder(await get(id))
    expect(youtube.requests(id)).toBe(1)
  })

  it('should answer the placeholder for an SVG, which could run script as this site', async () => {
    const id = newId()
    youtube.answer(id, {
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      type: 'image/svg+xml',
    })
    await expectPlaceholder(await get(id))
  })

  it('should answer the placeholder for an image over 512 kB that says its size', async () => {
    const id = newId()
    youtube.answer(id, { body: jpeg(600 * 1024), type: 'image/jpeg' })
    await expectPlaceholder(await get(id))
    expect(youtube.requests(id)).toBe(1)
  })

  it('should stop reading an image that passes 512 kB without saying its size', async () => {
    const id = newId()
    youtube.answer(id, { body: jpeg(600 * 1024), type: 'image/jpeg', chunked: true })
    await expectPlaceholder(await get(id))
    expect(youtube.requests(id)).toBe(1)
  })

  it('should answer the placeholder when nothing listens at the thumbnail root', async () => {
    pointThumbnailsAt(`http://127.0.0.1:${await closedPort()}`)
    await expectPlaceholder(await get(newId()))
  })

  it('should give up after about 3 seconds and answer the placeholder', async () => {
    const id = newId()
    youtube.answer(id, 'hang')
    const started = performance.now()
    await expectPlaceholder(await get(id))
    const waited = performance.now() - started
    expect(waited).toBeGreaterThan(2500)
    expect(waited).toBeLessThan(6000)
    expect(youtube.requests(id)).toBe(1)
  }, 15_000)

  it.each([
    ['too short', 'abc'],
    ['too long', 'dQw4w9WgXcQx'],
    ['not an id character', 'dQw4w9WgX$Q'],
    ['a path of 11 characters', '../../etc/p'],
  ])(
    'should answer 404 in plain text for an id that is %s, asking YouTube nothing',
    async (_, id) => {
      const before = youtube.totalRequests()
      const response = await get(id)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toBe('No such video.')
      expect(youtube.totalRequests()).toBe(before)
    },
  )
})
