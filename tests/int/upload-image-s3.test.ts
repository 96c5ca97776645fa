import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePng } from '../helpers/png'
import type { callApi as CallApi } from './helpers/api'
import { forgetS3Settings, useS3Settings } from './helpers/s3-settings'
import type { TestUser } from './helpers/users'

const BUCKET = 'shoreline-uploads-test'

/**
 * S3 mode against s3rver on loopback. The settings are read when src/env.ts and the Payload
 * config load, so this file sets them first and imports the app afterwards; vitest gives each
 * test file its own module graph, and the test checks the storage plugin really is active.
 */
describe('image upload to S3', () => {
  let server: S3rver
  let directory: string
  let s3: S3Client
  let payload: Payload
  let callApi: typeof CallApi
  let admin: TestUser
  let removeUsers: () => Promise<void>
  const stored: string[] = []

  const mediaCount = async () => (await payload.count({ collection: 'media' })).totalDocs
  const objectExists = (key: string) =>
    s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
      () => true,
      () => false,
    )
  const startUpload = async (body: Record<string, unknown>) => {
    const { status, json } = await callApi('POST', '/upload-image', { body, cookie: admin.cookie })
    expect(status).toBe(200)
    return json as { uploadUrl: string; publicUrl: string }
  }
  /** Step 2 as the browser does it: a plain PUT of the bytes to the presigned URL. */
  const putToS3 = (uploadUrl: string, bytes: Buffer, contentType = 'image/png') =>
    fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      body: new Uint8Array(bytes),
    })
  const fileName = (publicUrl: string) => publicUrl.split('/').pop() as string

  beforeAll(async () => {
    // The run must start without S3 settings for the restore below to be exact.
    directory = await mkdtemp(path.join(tmpdir(), 'shoreline-s3rver-'))
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    })
    const { port } = await server.run()
    const endpoint = `http://127.0.0.1:${port}`
    // s3rver's fixed credentials; restored in afterAll.
    s3 = useS3Settings(endpoint, BUCKET, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })

    const { env } = await import('@/env')
    expect(env.s3Enabled).toBe(true)
    ;({ callApi } = await import('./helpers/api'))
    const { getPayloadClient } = await import('@/server/payload')
    payload = await getPayloadClient()
    expect(payload.collections.media.config.upload.disableLocalStorage).toBe(true)
    const { createTestUsers } = await import('./helpers/users')
    const made = await createTestUsers(payload, ['admin'] as const)
    admin = made.users.admin
    removeUsers = made.remove
  })

  afterAll(async () => {
    if (stored.length) {
      await payload.delete({ collection: 'media', where: { filename: { in: stored } } })
    }
    await removeUsers?.()
    await server?.close()
    await rm(directory, { recursive: true, force: true })
    forgetS3Settings()
  })

  it('step 1 presigns a PUT into the pending folder of the bucket', async () => {
    const { uploadUrl, publicUrl } = await startUpload({
      fileName: 'Church Logo.png',
      contentType: 'image/png',
      fileSize: 100,
    })
    const url = new URL(uploadUrl)
    expect(url.pathname).toBe(`/${BUCKET}/incoming/${fileName(publicUrl)}`)
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-type', 'content-length', 'host']),
    )
    expect(publicUrl).toMatch(/^\/api\/media\/church-logo-[0-9a-f]{16}\.png$/)
  })

  it('a presigned PUT, then the public URL serves the verified image to anyone', async () => {
    const png = makePng(5, 4)
    const { uploadUrl, publicUrl } = await startUpload({
      fileName: 'event.png',
      contentType: 'image/png',
      fileSize: png.length,
    })
    const put = await putToS3(uploadUrl, png)
    expect(put.status).toBe(200)
    const name = fileName(publicUrl)
    stored.push(name)
    expect(await objectExists(`incoming/${name}`)).toBe(true)
    const before = await mediaCount()

    const served = await callApi('GET', publicUrl.replace(/^\/api/, ''))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.bytes.equals(png)).toBe(true)

    // Stored through Payload's media collection (and so by @payloadcms/storage-s3), once.
    expect(await mediaCount()).toBe(before + 1)
    expect(await objectExists(`incoming/${name}`)).toBe(false)
    expect(await objectExists(name)).toBe(true)
    const again = await callApi('GET', publicUrl.replace(/^\/api/, ''))
    expect(again.bytes.equals(png)).toBe(true)
    expect(await mediaCount()).toBe(before + 1)
  })

  // Real S3 refuses a PUT whose headers differ from the signed ones; s3rver does not check v4
  // signatures, which lets this test prove the server does not trust the stored type either.
  it('serves the type the bytes are, not the one the object was stored with', async () => {
    const png = makePng()
    const { uploadUrl, publicUrl } = await startUpload({
      fileName: 'x.png',
      contentType: 'image/png',
    })
    expect((await putToS3(uploadUrl, png, 'text/html')).status).toBe(200)
    stored.push(fileName(publicUrl))

    const served = await callApi('GET', publicUrl.replace(/^\/api/, ''))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('never serves a non-image, and deletes it', async () => {
    const before = await mediaCount()
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>')
    const { uploadUrl, publicUrl } = await startUpload({
      fileName: 'x.png',
      contentType: 'image/png',
    })
    expect((await putToS3(uploadUrl, html)).status).toBe(200)

    const served = await callApi('GET', publicUrl.replace(/^\/api/, ''))
    expect(served.status).toBe(404)
    expect(served.bytes.includes(html)).toBe(false)
    expect(await objectExists(`incoming/${fileName(publicUrl)}`)).toBe(false)
    expect(await mediaCount()).toBe(before)
  })

  it('never serves an 11MB object, and deletes it', async () => {
    const before = await mediaCount()
    const eleven = Buffer.concat([makePng(), Buffer.alloc(11 * 1024 * 1024)])
    // Without fileSize the URL does not bind the length, so the check after the upload must hold.
    const { uploadUrl, publicUrl } = await startUpload({
      fileName: 'big.png',
      contentType: 'image/png',
    })
    expect((await putToS3(uploadUrl, eleven)).status).toBe(200)

    const served = await callApi('GET', publicUrl.replace(/^\/api/, ''))
    expect(served.status).toBe(404)
    expect(await objectExists(`incoming/${fileName(publicUrl)}`)).toBe(false)
    expect(await mediaCount()).toBe(before)
  })
})
