import { readdirSync, statSync } from 'node:fs'

import { expect } from '@playwright/test'

import { makePng } from '../helpers/png'
import { callAsPage } from './helpers/admin-api'
import { rawRequest } from './helpers/raw-http'
import { logInAs, siteOrigin } from './helpers/session'
import { test } from './helpers/test'

/**
 * Byte ranges of files: audio players ask for them. A range that starts past the end answered 500
 * (Next's file server fails on it, src/server/http/byte-ranges.ts); HTTP says 416 with the size.
 */
const FILES = ['/audio/demo-sermon-1.mp3', '/images/events/womens-bible-study.svg']
const sizeOf = (path: string) => statSync(`public${path}`).size

/** A script of the build, served from .next/static/ under /_next/static/. */
const builtScript = () => {
  const name = readdirSync('.next/static/chunks').find((file) => file.endsWith('.js'))!
  return {
    path: `/_next/static/chunks/${name}`,
    size: statSync(`.next/static/chunks/${name}`).size,
  }
}

test('a range past the end of a file answers 416 with the file’s size', async ({ request }) => {
  const files = [...FILES.map((path) => ({ path, size: sizeOf(path) })), builtScript()]
  for (const { path, size } of files) {
    for (const send of [request.get, request.head]) {
      const response = await send.call(request, path, {
        headers: { range: 'bytes=99999999-' },
      })
      expect(response.status(), path).toBe(416)
      expect(response.headers()['content-range'], path).toBe(`bytes */${size}`)
    }
  }
})

test('a range inside a file still answers 206 with those bytes', async ({ request }) => {
  for (const path of FILES) {
    const size = sizeOf(path)
    const first = await request.get(path, { headers: { range: 'bytes=0-99' } })
    expect(first.status(), path).toBe(206)
    expect(first.headers()['content-range'], path).toBe(`bytes 0-99/${size}`)
    expect((await first.body()).length, path).toBe(100)
    const tail = await request.get(path, { headers: { range: 'bytes=-10' } })
    expect(tail.status(), path).toBe(206)
    expect(tail.headers()['content-range'], path).toBe(`bytes ${size - 10}-${size - 1}/${size}`)
  }
})

test('a range HTTP serves whole, or ignores, answers 200 with the whole file', async ({
  request,
}) => {
  const path = FILES[0]
  const size = sizeOf(path)
  const cases: Record<string, string>[] = [
    { range: `bytes=-${size + 1}` },
    { range: 'bytes=5-2' },
    { range: 'bytes=99999999-', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
  ]
  for (const headers of cases) {
    const response = await request.get(path, { headers })
    expect(response.status(), headers.range).toBe(200)
    expect((await response.body()).length, headers.range).toBe(size)
  }
})

test('an uploaded image ignores a range past its end and sends itself whole', async ({ page }) => {
  await logInAs(page, 'admin')
  const png = makePng(3, 3)
  const { uploadUrl, publicUrl } = await callAsPage(page, 'POST', '/api/upload-image', {
    fileName: 'range-check.png',
    contentType: 'image/png',
    fileSize: png.length,
  })
  const stored = await page.request.put(uploadUrl, {
    data: png,
    headers: { 'content-type': 'image/png', origin: siteOrigin() },
  })
  expect(stored.status()).toBe(200)
  const response = await page.request.get(publicUrl, { headers: { range: 'bytes=99999999-' } })
  expect(response.status()).toBe(200)
  expect(await response.body()).toEqual(png)
})

test('If-Match and If-Unmodified-Since on a file: 412 when false, the file when true', async () => {
  const modified = statSync(`public${FILES[0]}`).mtime
  const longAgo = 'Wed, 21 Oct 2015 07:28:00 GMT'
  const later = new Date(modified.getTime() + 86_400_000).toUTCString()
  const script = builtScript()
  for (const path of [...FILES, script.path]) {
    for (const method of ['GET', 'HEAD']) {
      const failing: Record<string, string>[] = [
        { 'if-match': '"x"' },
        { 'if-unmodified-since': longAgo },
      ]
      for (const headers of failing) {
        const answer = await rawRequest({ method, path, headers })
        expect(answer, `${method} ${path} ${JSON.stringify(headers)}`).toMatchObject({
          status: 412,
        })
      }
    }
  }
  const passing: Record<string, string>[] = [{ 'if-match': '*' }, { 'if-unmodified-since': later }]
  for (const headers of passing) {
    const answer = await rawRequest({ method: 'GET', path: FILES[0], headers })
    expect(answer, JSON.stringify(headers)).toMatchObject({ status: 200 })
    expect(Buffer.byteLength((answer as { body: string }).body, 'latin1')).toBeGreaterThan(0)
  }
})
