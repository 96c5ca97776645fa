import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { writeBackup } from '@/server/backup/write-backup'

const MB = 1024 * 1024
const RECORDING_BYTES = 200 * MB
/**
 * Half the file: reading it whole grew RSS by over 1,000 MB (base64 and the gzip buffers), while
 * streaming grew it by under 50 MB alone and by 52 MB inside a full integration run, so the
 * bound separates the two without hanging on allocator noise.
 */
const GROWTH_LIMIT_MB = RECORDING_BYTES / MB / 2

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** A large file written a megabyte at a time (the test never holds it whole either). */
const writeLargeFile = async (file: string, bytes: number) => {
  const out = createWriteStream(file)
  const megabyte = randomBytes(MB)
  for (let written = 0; written < bytes; written += MB) {
    if (!out.write(megabyte)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'close')
}

/**
 * A backup of a media folder holding a 200 MB recording streams it: the process's memory grows by
 * far less than the file. The upload still in progress beside it is not copied.
 */
describe('a backup of large sermon files', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'shoreline-backup-memory-'))
  const media = path.join(work, 'media')
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })

  beforeAll(async () => {
    mkdirSync(path.join(media, 'sermon-files'), { recursive: true })
    await writeLargeFile(
      path.join(media, 'sermon-files', 'long-sermon-0123456789abcdef.mp3'),
      RECORDING_BYTES,
    )
    mkdirSync(path.join(media, 'sermon-uploads'), { recursive: true })
    writeFileSync(path.join(media, 'sermon-uploads', 'beef'), randomBytes(4096))
    writeFileSync(path.join(media, 'sermon-uploads', 'beef.json'), '{"id":"beef"}')
  }, 120_000)

  afterAll(async () => {
    await pool.end()
    rmSync(work, { recursive: true, force: true })
  })

  it('grows memory by far less than the file and leaves uploads in progress out', async () => {
    collectGarbage()
    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }
    // Sampled often while the backup runs: reading the file whole would hold 200 MB for seconds.
    const sampler = setInterval(sample, 5)
    const manifest = await writeBackup(pool, {
      mediaDir: media,
      file: path.join(work, 'test.backup.gz'),
    }).finally(() => clearInterval(sampler))
    sample()
    expect((peak - baseline) / MB).toBeLessThan(GROWTH_LIMIT_MB)
    expect(manifest.media).toEqual({ storage: 'disk', files: 1 })
  }, 300_000)
})
