import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { startFauxqs } from 'fauxqs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sermonFileMessages } from '@/lib/uploads/sermon-file-rules'
import type { S3Target } from '@/server/uploads/s3-uploads'

import type { Sermon, SermonFile } from '../../payload-types'
import { MP3_FRAME_BYTES, MP3_FRAME_SECONDS, mp3FrameCount, mp3Slice } from '../helpers/mp3'
import type { callApi as CallApi } from './helpers/api'
import { forgetS3Settings, useS3Settings } from './helpers/s3-settings'
import type { TestUser } from './helpers/users'

const BUCKET = 'shoreline-sermons-test'
const MB = 1024 * 1024

type Part = { partNumber: number; etag: string }

/**
 * S3 mode for sermon files against fauxqs, an S3 emulator on loopback. s3rver (which the image
 * tests use) has no AbortMultipartUpload, which cancel and the cleanup job need. The settings are
 * read when src/env.ts loads, so they are set first and the app imported afterwards (vitest gives
 * each file its own modules). The parts go from this test to the bucket by plain HTTP PUTs to the
 * presigned URLs, as the browser sends them; the server never sees their bytes.
 */
describe('sermon files uploaded straight to S3', () => {
  let server: Awaited<ReturnType<typeof startFauxqs>>
  let endpoint: string
  let s3: S3Client
  let target: S3Target
  let payload: Payload
  let callApi: typeof CallApi
  let admin: TestUser
  let member: TestUser
  let removeUsers: () => Promise<void>
  let sermon: Sermon

  const objectExists = (key: string) =>
    s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
      () => true,
      () => false,
    )

  const start = async (body: Record<string, unknown>) =>
    callApi('POST', '/admin/sermon-s3-uploads', { body, cookie: admin.cookie })

  const partUrls = async (id: string, partNumbers: number[]) => {
    const answer = await callApi('POST', `/admin/sermon-s3-uploads/${id}/parts`, {
      body: { partNumbers },
      cookie: admin.cookie,
    })
    expect(answer.status).toBe(200)
    return answer.json.parts as { partNumber: number; url: string }[]
  }

  /** A part as the browser sends it: a PUT of its bytes; S3 answers its ETag. */
  const putPart = async (url: string, bytes: Uint8Array<ArrayBuffer>) => {
    const response = await fetch(url, { method: 'PUT', body: bytes })
    return { status: response.status, etag: response.headers.get('etag') ?? '' }
  }

  const sendAll = async (id: string, bytes: Uint8Array<ArrayBuffer>, partBytes: number) => {
    const count = Math.ceil(bytes.byteLength / partBytes)
    const urls = await partUrls(
      id,
      Array.from({ length: count }, (_, index) => index + 1),
    )
    const parts: Part[] = []
    for (const { partNumber, url } of urls) {
      const slice = bytes.slice((partNumber - 1) * partBytes, partNumber * partBytes)
      const sent = await putPart(url, slice)
      expect(sent.status).toBe(200)
      parts.push({ partNumber, etag: sent.etag })
    }
    return parts
  }

  const complete = (id: string, parts: Part[]) =>
    callApi('POST', `/admin/sermon-s3-uploads/${id}/complete`, {
      body: { parts },
      cookie: admin.cookie,
    })

  beforeAll(async () => {
    server = await startFauxqs({ port: 0, logger: false })
    endpoint = `http://127.0.0.1:${server.port}`
    s3 = useS3Settings(endpoint, BUCKET, {
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    })
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }))

    const { env } = await import('@/env')
    expect(env.s3Enabled).toBe(true)
    ;({ callApi } = await import('./helpers/api'))
    const { getS3Target } = await import('@/server/uploads/s3-target')
    target = getS3Target()!
    const { getPayloadClient } = await import('@/server/payload')
    payload = await getPayloadClient()
    const { createTestUsers } = await import('./helpers/users')
    const made = await createTestUsers(payload, ['admin', 'member'] as const)
    ;({ admin, member } = made.users)
    removeUsers = made.remove
    sermon = (await payload.create({
      collection: 'sermons',
      data: { title: 'S3 upload sermon', speaker: 'Pastor Test', date: '2026-11-15' },
    })) as Sermon
  })

  afterAll(async () => {
    if (payload) {
      await payload.delete({ collection: 'sermon-files', where: { sermon: { equals: sermon.id } } })
      await payload.delete({ collection: 'sermons', id: sermon.id })
    }
    await removeUsers?.()
    await server?.stop()
    forgetS3Settings()
  })

  it('refuses anonymous callers (401) and members (403)', async () => {
    const body = { kind: 'audio', sermonId: sermon.id, filename: 'a.mp3', size: 10 }
    expect((await callApi('POST', '/admin/sermon-s3-uploads', { body })).status).toBe(401)
    const asMember = await callApi('POST', '/admin/sermon-s3-uploads', {
      body,
      cookie: member.cookie,
    })
    expect(asMember.status).toBe(403)
  })

  it('stores a recording sent in presigned parts, one retried, and the bucket serves it', async () => {
    const frames = mp3FrameCount(20 * MB)
    const mp3 = mp3Slice(0, frames * MP3_FRAME_BYTES)
    const started = await start({
      kind: 'audio',
      sermonId: sermon.id,
      filename: 'Advent Sunday.mp3',
      size: mp3.byteLength,
    })
    expect(started.status).toBe(201)
    const { id, partBytes, parts: count } = started.json
    expect(count).toBe(Math.ceil(mp3.byteLength / partBytes))

    const parts = await sendAll(id, mp3, partBytes)
    // Part 2's line dropped after its first megabyte; the browser sends that part again, alone.
    const [second] = await partUrls(id, [2])
    const partTwo = mp3.slice(partBytes, 2 * partBytes)
    expect((await putPart(second.url, partTwo.slice(0, MB))).status).toBe(200)
    const retried = await putPart(second.url, partTwo)
    parts[1] = { partNumber: 2, etag: retried.etag }

    const finished = await complete(id, parts)
    expect(finished.status).toBe(200)
    const { filename, url } = finished.json as { filename: string; url: string }
    expect(filename).toMatch(/^advent-sunday-[0-9a-f]{16}\.mp3$/)
    expect(url).toBe(`${endpoint}/${BUCKET}/sermon-files/${filename}`)

    const record = (
      await payload.find({ collection: 'sermon-files', where: { filename: { equals: filename } } })
    ).docs[0] as SermonFile
    expect(record).toMatchObject({ kind: 'audio', mimeType: 'audio/mpeg', bytes: mp3.byteLength })
    expect(Math.abs(record.seconds! - frames * MP3_FRAME_SECONDS)).toBeLessThan(1)
    // The sermon plays it, and its podcast enclosure states the file's exact length and type.
    const updated = (await payload.findByID({ collection: 'sermons', id: sermon.id })) as Sermon
    expect(updated).toMatchObject({
      audioUrl: url,
      audioBytes: mp3.byteLength,
      audioType: 'audio/mpeg',
    })

    // Served by the bucket, byte-exact, with ranges and the headers set when the upload began.
    const ranged = await fetch(url, { headers: { range: `bytes=${partBytes}-${partBytes + 9}` } })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-type')).toBe('audio/mpeg')
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(
      Buffer.from(mp3.slice(partBytes, partBytes + 10)),
    )
    const whole = await s3.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `sermon-files/${filename}` }),
    )
    expect(Buffer.from(await whole.Body!.transformToByteArray()).equals(Buffer.from(mp3))).toBe(
      true,
    )
    // The site's own address for the file sends players to the bucket.
    const viaSite = await callApi('GET', `/sermon-files/${filename}`)
    expect(viaSite.status).toBe(302)
    expect(viaSite.headers.get('location')).toBe(url)
    // The note of the upload in progress is gone.
    expect(await objectExists(`sermon-uploads/${id}.json`)).toBe(false)
  }, 120_000)

  it('refuses a PDF named .mp3 with the sentence staff understand, and deletes it', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
    const started = await start({
      kind: 'audio',
      sermonId: sermon.id,
      filename: 'renamed.mp3',
      size: pdf.byteLength,
    })
    expect(started.status).toBe(201)
    const parts = await sendAll(started.json.id, pdf, started.json.partBytes)
    const refused = await complete(started.json.id, parts)
    expect(refused.status).toBe(422)
    expect(refused.json.message).toBe(sermonFileMessages.notAudio)
    const left = (
      await s3.send(
        new (await import('@aws-sdk/client-s3')).ListObjectsV2Command({ Bucket: BUCKET }),
      )
    ).Contents?.map((object) => object.Key)
    expect(left?.filter((key) => key?.includes('renamed'))).toEqual([])
    expect(await objectExists(`sermon-uploads/${started.json.id}.json`)).toBe(false)
    const records = await payload.count({
      collection: 'sermon-files',
      where: { filename: { like: 'renamed' } },
    })
    expect(records.totalDocs).toBe(0)
  })

  it('cancel aborts the multipart upload: its part URLs stop working', async () => {
    const bytes = mp3Slice(0, 6 * MB)
    const started = await start({
      kind: 'audio',
      sermonId: sermon.id,
      filename: 'cancelled.mp3',
      size: bytes.byteLength,
    })
    const [first] = await partUrls(started.json.id, [1])
    expect((await putPart(first.url, bytes.slice(0, 5 * MB))).status).toBe(200)
    const cancelled = await callApi('DELETE', `/admin/sermon-s3-uploads/${started.json.id}`, {
      cookie: admin.cookie,
    })
    expect(cancelled.status).toBe(204)
    expect((await putPart(first.url, bytes.slice(0, 5 * MB))).status).toBe(404)
    expect(await objectExists(`sermon-uploads/${started.json.id}.json`)).toBe(false)
    const again = await callApi('POST', `/admin/sermon-s3-uploads/${started.json.id}/parts`, {
      body: { partNumbers: [1] },
      cookie: admin.cookie,
    })
    expect(again.status).toBe(404)
  })

  it('the cleanup job aborts uploads started before its cut-off, and only those', async () => {
    const { abortAbandonedS3Uploads } = await import('@/server/sermon-files/s3-sermon-uploads')
    const started = await start({
      kind: 'document',
      sermonId: sermon.id,
      filename: 'notes.pdf',
      label: 'Notes',
      size: 6 * MB,
    })
    const [first] = await partUrls(started.json.id, [1])
    expect((await putPart(first.url, new Uint8Array(5 * MB))).status).toBe(200)

    expect(await abortAbandonedS3Uploads(target, new Date(0))).toBe(0)
    expect(await objectExists(`sermon-uploads/${started.json.id}.json`)).toBe(true)

    // Everything started before a moment from now counts as abandoned.
    const cutOff = new Date(Date.now() + 60_000)
    expect(await abortAbandonedS3Uploads(target, cutOff)).toBeGreaterThanOrEqual(1)
    expect(await objectExists(`sermon-uploads/${started.json.id}.json`)).toBe(false)
    expect((await putPart(first.url, new Uint8Array(5 * MB))).status).toBe(404)
  })

  it('stores a file the server has in hand (the demo seed’s) in the bucket by the same checks', async () => {
    const { putSmallFileInBucket } = await import('@/server/sermon-files/s3-sermon-uploads')
    const { demoNotesPdf } = await import('@/server/seed/data/demo-pdf')
    const pdf = demoNotesPdf('Advent notes', ['Isaiah 40:1-11'])
    const kept = await putSmallFileInBucket({ payload, target, user: null }, pdf, {
      kind: 'document',
      sermonId: sermon.id,
      filename: 'sermon-notes.pdf',
      label: 'Sermon notes',
    })
    expect(kept.url).toBe(`${endpoint}/${BUCKET}/sermon-files/${kept.filename}`)
    const served = await fetch(kept.url)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(pdf))
    // The same refusal as an upload's: audio that is a PDF is not kept.
    await expect(
      putSmallFileInBucket({ payload, target, user: null }, pdf, {
        kind: 'audio',
        sermonId: sermon.id,
        filename: 'not-audio.mp3',
        label: null,
      }),
    ).rejects.toMatchObject({ status: 422, message: sermonFileMessages.notAudio })
  })
})
