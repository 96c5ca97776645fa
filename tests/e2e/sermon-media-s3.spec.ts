import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { expect, type BrowserContext, type Page } from '@playwright/test'
import S3rver from 's3rver'

import { mp3FrameCount, mp3Slice, MP3_FRAME_BYTES } from '../helpers/mp3'
import { startAudioUpload } from './helpers/sermon-audio-upload'
import { seededAccounts } from './helpers/session'
import { test } from './helpers/test'

/**
 * The browser's own S3 part loop (src/components/admin/sermon-files/s3-multipart-upload.ts) in
 * Chromium against this production build in S3 mode: a second `next start` of the build, with
 * its S3 settings pointing at s3rver on loopback (docs/uploads.md says why s3rver), on the e2e
 * database. Staff upload from the sermon form; the parts go from the browser to the bucket by
 * presigned PUTs, one of them cut off once and sent again on its own.
 */
const base = Number(process.env.E2E_PORT ?? 3100)
const PORT = base + 33
const ORIGIN = `http://localhost:${PORT}`
const BUCKET = 'shoreline-e2e-sermons'
const MB = 1024 * 1024
const databaseUrl =
  process.env.DATABASE_URL ??
  `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_POSTGRES_PORT ?? 54329}/shoreline_e2e`

/** The bucket lets the site's pages PUT parts and read each part's ETag (README, S3 section). */
const CORS = `<CORSConfiguration><CORSRule>
  <AllowedOrigin>${ORIGIN}</AllowedOrigin>
  <AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
  <AllowedHeader>*</AllowedHeader>
  <ExposeHeader>ETag</ExposeHeader>
</CORSRule></CORSConfiguration>`

let bucketServer: S3rver
let bucketDirectory: string
let endpoint: string
let site: ChildProcess | undefined
let context: BrowserContext

const startSite = async () => {
  site = spawn('npx', ['next', 'start', '-p', String(PORT)], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      SITE_URL: ORIGIN,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'e2e-secret-0123456789abcdef0123456789abcdef',
      NEXT_TELEMETRY_DISABLED: '1',
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stdio: 'ignore',
    detached: true,
  })
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/api/site-config`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`next start on ${PORT} did not start`)
}

/** /api as the signed-in browser context, with the site's Origin on state-changing calls. */
const callApi = async (method: string, pathname: string, data?: unknown) => {
  const response = await context.request.fetch(`${ORIGIN}${pathname}`, {
    method,
    data,
    headers: method === 'GET' ? { 'sec-fetch-site': 'same-origin' } : { origin: ORIGIN },
  })
  expect(response.ok(), `${method} ${pathname}: ${response.status()}`).toBe(true)
  return response.status() === 204 ? null : response.json()
}

test.describe.configure({ timeout: 240_000 })

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  bucketDirectory = await mkdtemp(path.join(tmpdir(), 'shoreline-e2e-s3rver-'))
  bucketServer = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDirectory,
    configureBuckets: [{ name: BUCKET, configs: [CORS] }],
  })
  const { port } = await bucketServer.run()
  endpoint = `http://127.0.0.1:${port}`
  await startSite()
  context = await browser.newContext({ baseURL: ORIGIN })
  const login = await context.request.post(`${ORIGIN}/api/auth/login`, {
    data: seededAccounts.admin,
    headers: { origin: ORIGIN },
  })
  expect(login.status(), await login.text()).toBe(200)
})

test.afterAll(async () => {
  await context?.close()
  if (site?.pid) {
    try {
      process.kill(-site.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  await bucketServer?.close()
  if (bucketDirectory) await rm(bucketDirectory, { recursive: true, force: true })
})

/** Counts the PUTs of each part to the bucket; the first PUT of part 2 is cut off mid-way. */
const dropPartTwoOnce = async (page: Page) => {
  const puts = new Map<number, number>()
  await page.route(
    (url) => url.origin === endpoint && url.searchParams.has('partNumber'),
    async (route) => {
      const part = Number(new URL(route.request().url()).searchParams.get('partNumber'))
      const attempt = (puts.get(part) ?? 0) + 1
      puts.set(part, attempt)
      if (part === 2 && attempt === 1) await route.abort('connectionreset')
      else await route.continue()
    },
  )
  return puts
}

test('staff upload a sermon’s audio straight to the bucket in parts, one part retried on its own; the feed’s enclosure is the bucket’s file', async () => {
  const page = await context.newPage()
  const title = `Bucket Sermon ${randomUUID().slice(0, 8)}`
  const sermon = (await callApi('POST', '/api/admin/sermons', {
    title,
    speaker: 'Pastor Bucket',
    date: '2026-11-22',
  })) as { id: number }
  try {
    // 20 MB: three parts of at most 8 MB (the part size S3 mode uses, docs/uploads.md).
    const size = mp3FrameCount(20 * MB) * MP3_FRAME_BYTES
    const audio = Buffer.from(mp3Slice(0, size))
    const puts = await dropPartTwoOnce(page)
    // The join is held until the progress bar has been seen full.
    let releaseComplete = () => {}
    const completeHeld = new Promise<void>((resolve) => (releaseComplete = resolve))
    await page.route('**/api/admin/sermon-s3-uploads/*/complete', async (route) => {
      await completeHeld
      await route.continue()
    })

    const { dialog, progress } = await startAudioUpload(page, title, {
      name: 'Bucket Sermon.mp3',
      buffer: audio,
    })
    await expect(dialog.getByText(/^Uploading: .* of 20 MB \(100%\)$/)).toBeVisible({
      timeout: 60_000,
    })
    await expect(progress).toHaveJSProperty('value', size)
    // Every part reached the bucket from the browser; part 2 twice, its first PUT cut off.
    expect(Object.fromEntries(puts)).toEqual({ 1: 1, 2: 2, 3: 1 })
    releaseComplete()

    await expect(
      dialog.getByText('Bucket Sermon.mp3 is uploaded and is now this sermon’s audio.'),
    ).toBeVisible({ timeout: 60_000 })
    const bucketFiles = `${endpoint}/${BUCKET}/sermon-files/`
    const audioUrl = await dialog.getByLabel('Audio URL').inputValue()
    expect(audioUrl.startsWith(bucketFiles)).toBe(true)
    expect(audioUrl.slice(bucketFiles.length)).toMatch(/^bucket-sermon-[0-9a-f]{16}\.mp3$/)
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(dialog).toBeHidden()

    // The object in the bucket is the file, byte for byte, with the type it is served with.
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const key = audioUrl.slice(`${endpoint}/${BUCKET}/`.length)
    const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
    expect(stored.ContentLength).toBe(size)
    expect(stored.ContentType).toBe('audio/mpeg')
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(audio)).toBe(true)

    // The podcast: the enclosure is the bucket's file, its exact length and type.
    const feed = await (await context.request.get(`${ORIGIN}/podcast.xml`)).text()
    const enclosure = new RegExp(
      `<enclosure url="${audioUrl.replace(/[.?]/g, '\\$&')}" length="(\\d+)" type="([^"]+)"`,
    ).exec(feed)
    expect(enclosure?.slice(1)).toEqual([String(size), 'audio/mpeg'])
  } finally {
    await callApi('DELETE', `/api/admin/sermons/${sermon.id}`)
    await page.close()
  }
})
