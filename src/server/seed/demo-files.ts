import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { keepFileFromDisk } from '@/server/sermon-files/finish-upload'
import { incomingDir } from '@/server/sermon-files/locations'
import { putSmallFileInBucket } from '@/server/sermon-files/s3-sermon-uploads'
import type { SermonUploadMetadata } from '@/server/sermon-files/upload-metadata'
import { refusalAsApiError } from '@/server/sermon-files/upload-metadata'
import { getS3Target } from '@/server/uploads/s3-target'

import type { Sermon } from '../../../payload-types'
import { demoNotesPdf } from './data/demo-pdf'
import { seedSermons } from './data/sermons'

/** The three most recent demo sermons have a recording; the newest also has its notes as a PDF. */
const DEMO_AUDIO_WEEKS = 3

/**
 * The recordings' bytes: a few seconds of a soft chord made by scripts/generate-demo-audio.ts.
 * They also stay in public/audio, where the tests of static files and of pasted links to the
 * site's own files use them; the demo sermons play the stored copies.
 */
const demoRecording = (weeksAgo: number) =>
  readFile(
    path.resolve(
      /* turbopackIgnore: true */ process.cwd(),
      'public',
      'audio',
      `demo-sermon-${weeksAgo + 1}.mp3`,
    ),
  )

/**
 * Stores a file through the same storage and checks as a staff upload (the bucket with S3, else
 * MEDIA_DIR by way of the incoming folder), so every install exercises the real path.
 */
const storeDemoFile = async (
  payload: Payload,
  bytes: Uint8Array,
  metadata: SermonUploadMetadata,
) => {
  const s3 = getS3Target()
  try {
    if (s3) return await putSmallFileInBucket({ payload, target: s3, user: null }, bytes, metadata)
    await mkdir(incomingDir(), { recursive: true })
    const incoming = path.join(incomingDir(), `seed-${randomBytes(8).toString('hex')}`)
    await writeFile(incoming, bytes)
    return await keepFileFromDisk({ payload, user: null }, incoming, metadata).finally(() =>
      rm(incoming, { force: true }),
    )
  } catch (error) {
    throw refusalAsApiError(error)
  }
}

const findSermon = async (payload: Payload, title: string) =>
  (
    await payload.find({
      collection: slugs.sermons,
      where: { title: { equals: title } },
      limit: 1,
      depth: 0,
      // The seed acts for the server itself.
      overrideAccess: true,
    })
  ).docs[0] as Sermon | undefined

/**
 * Gives the newest demo sermons their hosted audio and the newest one its notes, unless they have
 * them already (a second run changes nothing, and staff changes are kept). How many files it stored.
 */
export const seedDemoSermonFiles = async (payload: Payload): Promise<number> => {
  let stored = 0
  for (const { title, weeksAgo } of seedSermons.filter((s) => s.weeksAgo < DEMO_AUDIO_WEEKS)) {
    const sermon = await findSermon(payload, title)
    if (!sermon) continue
    if (!sermon.audioUrl) {
      await storeDemoFile(payload, await demoRecording(weeksAgo), {
        kind: 'audio',
        sermonId: sermon.id,
        filename: `demo-sermon-${weeksAgo + 1}.mp3`,
        label: null,
      })
      stored += 1
    }
    if (weeksAgo > 0) continue
    const { totalDocs } = await payload.count({
      collection: slugs.sermonFiles,
      where: { sermon: { equals: sermon.id }, kind: { equals: 'document' } },
      overrideAccess: true,
    })
    if (totalDocs) continue
    const notes = demoNotesPdf(title, [
      sermon.scripture ?? '',
      'Where is your Galilee this week?',
      'Name one place you expect to find him already there.',
    ])
    await storeDemoFile(payload, notes, {
      kind: 'document',
      sermonId: sermon.id,
      filename: 'sermon-notes.pdf',
      label: 'Sermon notes',
    })
    stored += 1
  }
  return stored
}
