import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'
import { sermonFilesDir } from '@/server/sermon-files/locations'

import type { Sermon, SermonFile } from '../../payload-types'
import { MP3_FRAME_BYTES, MP3_FRAME_SECONDS, mp3FrameCount, mp3Slice } from '../helpers/mp3'
import { getTestPayload } from './helpers/payload'
import { createUpload, sendBytes } from './helpers/tus'
import { createTestUsers, type TestUser } from './helpers/users'

const MB = 1024 * 1024
// The dashboard's chunk size (src/components/admin/sermon-files).
const CHUNK = 8 * MB

/**
 * The test sends from the server's own process, so the chunks it makes count in the same RSS;
 * collecting garbage after each chunk leaves what the server keeps, which is what is measured.
 */
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const sha256OfFile = async (file: string) => {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/**
 * A 200 MB MP3 sent in 8 MB chunks: the server streams each to disk, so its memory barely grows,
 * and the stored file is the one sent, byte for byte, with its exact length read from the frames.
 */
describe('a 200 MB sermon recording', () => {
  let payload: Payload
  let admin: TestUser
  let removeUsers: () => Promise<void>
  let sermon: Sermon

  beforeAll(async () => {
    payload = await getTestPayload()
    const made = await createTestUsers(payload, ['admin'] as const)
    admin = made.users.admin
    removeUsers = made.remove
    sermon = (await payload.create({
      collection: slugs.sermons,
      data: { title: 'Long sermon', speaker: 'Pastor Test', date: '2026-11-08' },
    })) as Sermon
  })

  afterAll(async () => {
    await payload.delete({
      collection: slugs.sermonFiles,
      where: { sermon: { equals: sermon.id } },
    })
    await payload.delete({ collection: slugs.sermons, id: sermon.id })
    await removeUsers()
  })

  it('is stored in chunks with the server’s memory growing by less than 50 MB', async () => {
    const frames = mp3FrameCount(200 * MB)
    const size = frames * MP3_FRAME_BYTES
    const created = await createUpload(admin.cookie, size, {
      kind: 'audio',
      sermonId: sermon.id,
      filename: 'long.mp3',
    })
    expect(created.status).toBe(201)
    const sent = createHash('sha256')
    // Settle what the first chunk allocates once (module code, buffers) before the baseline.
    const first = mp3Slice(0, CHUNK)
    sent.update(first)
    expect((await sendBytes(admin.cookie, created.location!, 0, first)).status).toBe(204)
    collectGarbage()
    const baseline = process.memoryUsage().rss
    let peak = baseline
    let last: Awaited<ReturnType<typeof sendBytes>> | null = null
    for (let offset = CHUNK; offset < size; offset += CHUNK) {
      const chunk = mp3Slice(offset, Math.min(offset + CHUNK, size))
      sent.update(chunk)
      last = await sendBytes(admin.cookie, created.location!, offset, chunk)
      collectGarbage()
      peak = Math.max(peak, process.memoryUsage().rss)
    }
    expect(last!.status).toBe(200)
    expect((peak - baseline) / MB).toBeLessThan(50)

    const record = (
      await payload.find({
        collection: slugs.sermonFiles,
        where: { filename: { equals: last!.json.filename } },
      })
    ).docs[0] as SermonFile
    expect(record.bytes).toBe(size)
    expect(Math.abs(record.seconds! - frames * MP3_FRAME_SECONDS)).toBeLessThan(1)
    expect(record.bitrate).toBe(320000)
    expect(await sha256OfFile(path.join(sermonFilesDir(), record.filename))).toBe(
      sent.digest('hex'),
    )
  }, 300_000)
})
