import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { signUploadTicket } from '@/server/uploads/upload-token'

import { makePng } from '../helpers/png'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const TEN_MB = 10 * 1024 * 1024

/** Disk mode (no S3 settings): step 1 hands out a signed link to PUT /api/upload-image/<token>. */
describe('image upload on disk', () => {
  let payload: Payload
  let admin: TestUser
  let member: TestUser
  let removeUsers: () => Promise<void>
  const stored: string[] = []

  const mediaCount = async () => (await payload.count({ collection: slugs.media })).totalDocs

  const startUpload = async (body: Record<string, unknown>) =>
    callApi('POST', '/upload-image', { body, cookie: admin.cookie })

  /** Step 2 as the browser does it: the bytes, with the file's content type, to uploadUrl. */
  const putFile = (uploadUrl: string, bytes: Buffer, contentType = 'image/png') =>
    callApi('PUT', uploadUrl.replace(/^\/api/, ''), {
      rawBody: new Uint8Array(bytes),
      headers: { 'content-type': contentType },
    })

  beforeAll(async () => {
    payload = await getTestPayload()
    const made = await createTestUsers(payload, ['admin', 'member'] as const)
    ;({ admin, member } = made.users)
    removeUsers = made.remove
  })

  afterAll(async () => {
    if (stored.length) {
      await payload.delete({ collection: slugs.media, where: { filename: { in: stored } } })
    }
    await removeUsers()
  })

  it('step 1 answers with an upload link and the public URL', async () => {
    const { status, json } = await startUpload({
      fileName: 'Harvest Supper.png',
      contentType: 'image/png',
      fileSize: 1234,
    })
    expect(status).toBe(200)
    expect(json.uploadUrl).toMatch(/^\/api\/upload-image\/[\w-]+\.[\w-]+$/)
    expect(json.publicUrl).toMatch(/^\/api\/media\/harvest-supper-[0-9a-f]{16}\.png$/)
  })

  it('step 1 refuses a file that is not an image, or larger than 10MB, with field messages', async () => {
    const before = await mediaCount()
    const notImage = await startUpload({ fileName: 'notes.pdf', contentType: 'application/pdf' })
    expect(notImage.status).toBe(400)
    expect(notImage.json.errors).toEqual({ contentType: 'Please select a valid image file' })

    const svg = await startUpload({ fileName: 'logo.svg', contentType: 'image/svg+xml' })
    expect(svg.status).toBe(400)
    expect(svg.json.errors).toEqual({ contentType: 'Please select a valid image file' })

    const tooBig = await startUpload({
      fileName: 'huge.png',
      contentType: 'image/png',
      fileSize: TEN_MB + 1,
    })
    expect(tooBig.status).toBe(400)
    expect(tooBig.json.errors).toEqual({ fileSize: 'Image must be smaller than 10MB' })

    const empty = await startUpload({})
    expect(empty.status).toBe(400)
    expect(Object.keys(empty.json.errors).sort()).toEqual(['contentType', 'fileName'])
    expect(await mediaCount()).toBe(before)
  })

  it('stores a PUT image and serves the same bytes to anyone at the public URL', async () => {
    const png = makePng(3, 2)
    const { json: start } = await startUpload({ fileName: 'logo.png', contentType: 'image/png' })
    const before = await mediaCount()

    const put = await putFile(start.uploadUrl, png)
    expect(put.status).toBe(200)
    const filename = start.publicUrl.split('/').pop()
    stored.push(filename)
    expect(await mediaCount()).toBe(before + 1)

    // Anonymous, like a visitor viewing the event.
    const served = await callApi('GET', start.publicUrl.replace(/^\/api/, ''))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.bytes.equals(png)).toBe(true)

    const [doc] = (
      await payload.find({ collection: slugs.media, where: { filename: { equals: filename } } })
    ).docs
    expect(doc).toMatchObject({ mimeType: 'image/png', width: 3, height: 2, filesize: png.length })
  })

  it('uses each upload link once', async () => {
    const { json: start } = await startUpload({ fileName: 'once.png', contentType: 'image/png' })
    expect((await putFile(start.uploadUrl, makePng())).status).toBe(200)
    stored.push(start.publicUrl.split('/').pop())
    const again = await putFile(start.uploadUrl, makePng(4, 4))
    expect(again.status).toBe(409)
  })

  it('refuses bytes that are not an image, whatever the content type says, and stores nothing', async () => {
    const before = await mediaCount()
    for (const body of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      // The right magic number in front of bytes that decode to nothing.
      Buffer.concat([makePng().subarray(0, 8), Buffer.from('<script>alert(1)</script>')]),
      Buffer.alloc(0),
    ]) {
      const { json: start } = await startUpload({ fileName: 'x.png', contentType: 'image/png' })
      const put = await putFile(start.uploadUrl, body)
      expect(put.status).toBe(400)
      expect(put.json).toEqual({
        message: 'Please select a valid image file',
        errors: { file: 'Please select a valid image file' },
      })
      const served = await callApi('GET', start.publicUrl.replace(/^\/api/, ''))
      expect(served.status).toBe(404)
    }
    expect(await mediaCount()).toBe(before)
  })

  it('refuses a PUT whose content type is not the one the link was issued for', async () => {
    const before = await mediaCount()
    const { json: start } = await startUpload({ fileName: 'x.png', contentType: 'image/png' })
    const put = await putFile(start.uploadUrl, makePng(), 'text/html')
    expect(put.status).toBe(400)
    expect(await mediaCount()).toBe(before)
  })

  it('refuses an 11MB body without storing it', async () => {
    const before = await mediaCount()
    const { json: start } = await startUpload({ fileName: 'big.png', contentType: 'image/png' })
    const eleven = Buffer.concat([makePng(), Buffer.alloc(11 * 1024 * 1024)])
    const put = await putFile(start.uploadUrl, eleven)
    expect(put.status).toBe(413)
    expect(put.json.message).toBe('Image must be smaller than 10MB')
    expect(await mediaCount()).toBe(before)
  })

  it('refuses an expired, tampered or forged link (403) and stores nothing', async () => {
    const before = await mediaCount()
    const { json: start } = await startUpload({ fileName: 'x.png', contentType: 'image/png' })
    const token: string = start.uploadUrl.split('/').pop()
    const [body, signature] = token.split('.')
    const key = 'forged-0123456789abcdef.png'
    const ticket = { key, contentType: 'image/png', userId: admin.user.id }
    const links = [
      signUploadTicket({ ...ticket, expiresAt: Date.now() - 1000 }, env.PAYLOAD_SECRET),
      signUploadTicket({ ...ticket, expiresAt: Date.now() + 60_000 }, 'not-the-server-secret'),
      `${Buffer.from(JSON.stringify({ ...ticket, k: key })).toString('base64url')}.${signature}`,
      `${body}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      // A member's own ticket: staff access is checked again when the link is used.
      signUploadTicket(
        { ...ticket, userId: member.user.id, expiresAt: Date.now() + 60_000 },
        env.PAYLOAD_SECRET,
      ),
    ]
    for (const link of links) {
      const put = await putFile(`/api/upload-image/${link}`, makePng())
      expect(put.status).toBe(403)
    }
    expect(await mediaCount()).toBe(before)
  })

  it('serves nothing for names it never issued', async () => {
    for (const path of [
      '/media/..%2F..%2Fpackage.json',
      '/media/x.svg',
      '/media/none-0123456789abcdef.png',
    ]) {
      expect((await callApi('GET', path)).status).toBe(404)
    }
  })
})
