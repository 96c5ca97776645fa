import { readFile, readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { setImmediate as setImmediatePromise } from 'node:timers/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'
import { sermonFileMessages } from '@/lib/uploads/sermon-file-rules'
import {
  CLEAN_ABANDONED_UPLOADS_TASK,
  MAINTENANCE_QUEUE,
} from '@/server/sermon-files/clean-abandoned-uploads'
import { incomingDir, sermonFilesDir } from '@/server/sermon-files/locations'

import type { Sermon, SermonFile } from '../../payload-types'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { cancelUpload, createUpload, sendBytes, uploadOffset } from './helpers/tus'
import { createTestUsers, type TestUser } from './helpers/users'

// A real MP3 (MPEG-2 Layer III, 22.05 kHz, mono, 32 kbit/s) of 4.049 s, measured with ffprobe.
const KNOWN_MP3 = 'public/audio/demo-sermon-1.mp3'
const KNOWN_SECONDS = 4.049

/** Disk mode: resumable uploads (tus) to /api/admin/sermon-uploads, served by /api/sermon-files. */
describe('sermon audio and documents on disk', () => {
  let payload: Payload
  let admin: TestUser
  let member: TestUser
  let removeUsers: () => Promise<void>
  let sermon: Sermon
  let mp3: Buffer

  /** Files tus keeps for an upload in progress (its bytes and its .json), by its address. */
  const leftovers = async (location: string) => {
    const id = location.split('/').pop()!
    return (await readdir(incomingDir())).filter((name) => name.startsWith(id)).length
  }
  const bytesArrived = async (location: string) =>
    (await stat(path.join(incomingDir(), location.split('/').pop()!))).size

  /** The whole upload in one PATCH; the finished answer. */
  const uploadWhole = async (bytes: Buffer, metadata: Record<string, string | number>) => {
    const created = await createUpload(admin.cookie, bytes.byteLength, metadata)
    expect(created.status).toBe(201)
    const finished = await sendBytes(admin.cookie, created.location!, 0, new Uint8Array(bytes))
    return { ...finished, location: created.location! }
  }

  const fileRecord = async (filename: string) =>
    (
      await payload.find({
        collection: slugs.sermonFiles,
        where: { filename: { equals: filename } },
        depth: 0,
      })
    ).docs[0] as SermonFile | undefined

  beforeAll(async () => {
    payload = await getTestPayload()
    const made = await createTestUsers(payload, ['admin', 'member'] as const)
    ;({ admin, member } = made.users)
    removeUsers = made.remove
    sermon = (await payload.create({
      collection: slugs.sermons,
      data: { title: 'Upload test sermon', speaker: 'Pastor Test', date: '2026-11-01' },
    })) as Sermon
    mp3 = await readFile(KNOWN_MP3)
  })

  afterAll(async () => {
    await payload.delete({
      collection: slugs.sermonFiles,
      where: { sermon: { equals: sermon.id } },
    })
    await payload.delete({ collection: slugs.sermons, id: sermon.id })
    await removeUsers()
  })

  it('refuses anonymous callers (401) and members (403)', async () => {
    const anonymous = await callApi('POST', '/admin/sermon-uploads', {
      headers: { 'upload-length': '10', 'tus-resumable': '1.0.0' },
    })
    expect(anonymous.status).toBe(401)
    const asMember = await createUpload(member.cookie, 10, { kind: 'audio', sermonId: sermon.id })
    expect(asMember.status).toBe(403)
  })

  it('measures the audio on arrival and makes it the sermon’s audio, duration filled in', async () => {
    const finished = await uploadWhole(mp3, {
      kind: 'audio',
      sermonId: sermon.id,
      filename: 'Sunday Morning.mp3',
    })
    expect(finished.status).toBe(200)
    expect(finished.json.filename).toMatch(/^sunday-morning-[0-9a-f]{16}\.mp3$/)
    const record = await fileRecord(finished.json.filename)
    expect(record).toMatchObject({ kind: 'audio', mimeType: 'audio/mpeg', bytes: mp3.byteLength })
    expect(record!.channels).toBe(1)
    expect(record!.bitrate).toBe(32000)
    expect(Math.abs(record!.seconds! - KNOWN_SECONDS)).toBeLessThan(1)

    const saved = (await payload.findByID({ collection: slugs.sermons, id: sermon.id })) as Sermon
    expect(saved.audioUrl).toBe(finished.json.url)
    expect(saved.audioBytes).toBe(mp3.byteLength)
    expect(saved.audioType).toBe('audio/mpeg')
    expect(saved.audioSeconds).toBe(4)
    expect(saved.duration).toBe('0:04')
    expect(await leftovers(finished.location)).toBe(0)
  })

  it('serves the file with byte-exact ranges, and 416 past the end', async () => {
    const { json } = await uploadWhole(mp3, {
      kind: 'audio',
      sermonId: sermon.id,
      filename: 'r.mp3',
    })
    const path = `/sermon-files/${json.filename}`
    const size = mp3.byteLength

    const whole = await callApi('GET', path)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('content-type')).toBe('audio/mpeg')
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(whole.headers.get('content-disposition')).toBe(`inline; filename="${json.filename}"`)
    expect(whole.bytes.equals(mp3)).toBe(true)

    const ranges: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=5000-9999', 5000, 9999],
      ['bytes=-700', size - 700, size - 1],
      [`bytes=${size - 10}-${size + 500}`, size - 10, size - 1],
    ]
    for (const [range, start, end] of ranges) {
      const part = await callApi('GET', path, { headers: { range } })
      expect(part.status, range).toBe(206)
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`)
      expect(part.headers.get('content-length')).toBe(String(end - start + 1))
      expect(part.bytes.equals(mp3.subarray(start, end + 1)), range).toBe(true)
    }

    const past = await callApi('GET', path, { headers: { range: `bytes=${size}-` } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`)

    expect((await callApi('GET', '/sermon-files/nothing-0123456789abcdef.mp3')).status).toBe(404)
    expect((await callApi('GET', '/sermon-files/..%2Fsecret.mp3')).status).toBe(404)
  })

  it('refuses a PDF named .mp3 with a sentence staff understand, and keeps nothing', async () => {
    const before = await payload.count({ collection: slugs.sermonFiles })
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n')
    const refused = await uploadWhole(pdf, {
      kind: 'audio',
      sermonId: sermon.id,
      filename: 'notes.mp3',
    })
    expect(refused.status).toBe(422)
    expect(refused.json).toEqual({ message: sermonFileMessages.notAudio })
    expect((await payload.count({ collection: slugs.sermonFiles })).totalDocs).toBe(
      before.totalDocs,
    )
    expect(await leftovers(refused.location)).toBe(0)
  })

  it('resumes after a chunk is cut off: the server keeps what came and the rest follows', async () => {
    const created = await createUpload(admin.cookie, mp3.byteLength, {
      kind: 'audio',
      sermonId: sermon.id,
      filename: 'resumed.mp3',
    })
    const location = created.location!
    const cutAt = 6000
    // The line drops once 6,000 bytes of a chunk meant to carry the whole file are on disk.
    const dropped = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(mp3.subarray(0, cutAt)))
      },
      async pull(controller) {
        while ((await bytesArrived(location)) < cutAt) await setImmediatePromise()
        controller.error(new Error('connection reset'))
      },
    })
    await sendBytes(admin.cookie, location, 0, dropped).catch(() => undefined)
    const { offset } = await uploadOffset(admin.cookie, location)
    expect(offset).toBe(cutAt)

    const rest = await sendBytes(
      admin.cookie,
      location,
      offset,
      new Uint8Array(mp3.subarray(offset)),
    )
    expect(rest.status).toBe(200)
    const served = await callApi('GET', `/sermon-files/${rest.json.filename}`)
    expect(served.bytes.equals(mp3)).toBe(true)
  })

  it('cancels an upload and deletes what arrived', async () => {
    const created = await createUpload(admin.cookie, mp3.byteLength, {
      kind: 'audio',
      sermonId: sermon.id,
    })
    await sendBytes(admin.cookie, created.location!, 0, new Uint8Array(mp3.subarray(0, 1000)))
    expect(await leftovers(created.location!)).toBe(2)
    expect((await cancelUpload(admin.cookie, created.location!)).status).toBe(204)
    expect(await leftovers(created.location!)).toBe(0)
  })

  it('refuses an upload larger than the limit before a byte is sent', async () => {
    const tooBig = await createUpload(admin.cookie, 501 * 1024 * 1024, {
      kind: 'audio',
      sermonId: sermon.id,
    })
    expect(tooBig.status).toBe(413)
    const noSermon = await createUpload(admin.cookie, 10, { kind: 'audio', sermonId: 999999 })
    expect(noSermon.status).toBe(404)
    expect(noSermon.json).toEqual({ message: sermonFileMessages.noSermon })
  })

  it('keeps up to five labelled PDFs per sermon, checked by their bytes', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n')
    const notes = await uploadWhole(pdf, {
      kind: 'document',
      sermonId: sermon.id,
      filename: 'Notes.pdf',
      label: 'Sermon notes',
    })
    expect(notes.status).toBe(200)
    expect(notes.json.filename).toMatch(/^notes-[0-9a-f]{16}\.pdf$/)
    const served = await callApi('GET', `/sermon-files/${notes.json.filename}`)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(served.bytes.equals(pdf)).toBe(true)

    const audioAsPdf = await uploadWhole(mp3, {
      kind: 'document',
      sermonId: sermon.id,
      filename: 'slides.pdf',
      label: 'Slides',
    })
    expect(audioAsPdf.status).toBe(422)
    expect(audioAsPdf.json).toEqual({ message: sermonFileMessages.notPdf })

    const unlabelled = await createUpload(admin.cookie, pdf.byteLength, {
      kind: 'document',
      sermonId: sermon.id,
    })
    expect(unlabelled.status).toBe(400)
    expect(unlabelled.json).toEqual({ message: sermonFileMessages.labelRequired })

    for (const label of ['Slides', 'Bulletin', 'Handout', 'Study guide']) {
      const added = await uploadWhole(pdf, { kind: 'document', sermonId: sermon.id, label })
      expect(added.status).toBe(200)
    }
    const sixth = await createUpload(admin.cookie, pdf.byteLength, {
      kind: 'document',
      sermonId: sermon.id,
      label: 'One too many',
    })
    expect(sixth.status).toBe(409)
    expect(sixth.json).toEqual({ message: sermonFileMessages.tooManyDocuments })

    const list = await callApi('GET', `/admin/sermons/${sermon.id}/files`, { cookie: admin.cookie })
    const labels = list.json
      .filter((file: SermonFile) => file.kind === 'document')
      .map((file: SermonFile) => file.label)
    expect(labels).toEqual(['Sermon notes', 'Slides', 'Bulletin', 'Handout', 'Study guide'])

    const removed = await callApi('DELETE', `/admin/sermon-files/${notes.json.id}`, {
      cookie: admin.cookie,
    })
    expect(removed.status).toBe(200)
    expect((await callApi('GET', `/sermon-files/${notes.json.filename}`)).status).toBe(404)
    await expect(stat(path.join(sermonFilesDir(), notes.json.filename))).rejects.toThrow()
  })

  it('a job deletes uploads abandoned for a day, and leaves newer ones', async () => {
    const start = () =>
      createUpload(admin.cookie, mp3.byteLength, { kind: 'audio', sermonId: sermon.id })
    const abandoned = (await start()).location!
    const recent = (await start()).location!
    await sendBytes(admin.cookie, abandoned, 0, new Uint8Array(mp3.subarray(0, 1000)))
    // Started two days ago, as tus recorded it beside the bytes.
    const info = path.join(incomingDir(), `${abandoned.split('/').pop()}.json`)
    const recorded = JSON.parse(await readFile(info, 'utf8'))
    recorded.creation_date = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString()
    await writeFile(info, JSON.stringify(recorded))

    await payload.jobs.queue({
      task: CLEAN_ABANDONED_UPLOADS_TASK,
      input: {},
      queue: MAINTENANCE_QUEUE,
    })
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE })
    expect(await leftovers(abandoned)).toBe(0)
    expect(await leftovers(recent)).toBe(2)
    await cancelUpload(admin.cookie, recent)
  })

  it('the storage line counts each kind, and deletes the files no sermon refers to', async () => {
    expect((await callApi('GET', '/admin/storage', { cookie: member.cookie })).status).toBe(403)
    // Three recordings were uploaded above; the sermon plays the last, the first two are orphans.
    const playing = (await payload.findByID({ collection: slugs.sermons, id: sermon.id })) as Sermon
    const report = await callApi('GET', '/admin/storage', { cookie: admin.cookie })
    expect(report.status).toBe(200)
    const mine = report.json.orphans.filter((orphan: SermonFile) =>
      /^(sunday-morning|r)-[0-9a-f]{16}\.mp3$/.test(orphan.filename),
    )
    expect(mine).toHaveLength(2)
    expect(
      report.json.orphans.some((orphan: SermonFile) => playing.audioUrl!.endsWith(orphan.filename)),
    ).toBe(false)
    expect(report.json.audio.bytes).toBeGreaterThanOrEqual(3 * mp3.byteLength)
    expect(report.json.documents.files).toBeGreaterThanOrEqual(4)

    const swept = await callApi('DELETE', '/admin/storage/orphans', { cookie: admin.cookie })
    expect(swept.json.removed).toBeGreaterThanOrEqual(2)
    for (const orphan of mine) {
      expect((await callApi('GET', `/sermon-files/${orphan.filename}`)).status).toBe(404)
    }
    expect(
      (await callApi('GET', new URL(playing.audioUrl!).pathname.replace(/^\/api/, ''))).status,
    ).toBe(200)
    expect((await callApi('GET', '/admin/storage', { cookie: admin.cookie })).json.orphans).toEqual(
      [],
    )
  })
})
