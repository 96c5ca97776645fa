import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'

import type { Media, Sermon, SermonFile, User } from '../../../payload-types'
import { hostedFileName } from './locations'

export type StorageUse = { files: number; bytes: number }

/** A hosted file no sermon refers to: audio no sermon plays, a document whose sermon is gone. */
export type OrphanFile = Pick<SermonFile, 'id' | 'filename' | 'kind' | 'bytes' | 'label'>

export type StorageReport = {
  audio: StorageUse
  documents: StorageUse
  images: StorageUse
  orphans: OrphanFile[]
}

const add = (use: StorageUse, bytes: number | null | undefined): StorageUse => ({
  files: use.files + 1,
  bytes: use.bytes + (bytes ?? 0),
})

const empty = (): StorageUse => ({ files: 0, bytes: 0 })

/**
 * Space used by sermon audio, documents and images, and the files nothing refers to. Read whole:
 * a church has hundreds of files, not millions, and the sums are exact.
 */
export const storageReport = async (payload: Payload, user: User): Promise<StorageReport> => {
  const access = { overrideAccess: false, user, pagination: false, depth: 0 } as const
  const files = (await payload.find({ collection: slugs.sermonFiles, ...access }))
    .docs as SermonFile[]
  const images = (await payload.find({ collection: slugs.media, ...access })).docs as Media[]
  const sermons = (
    await payload.find({
      collection: slugs.sermons,
      // Our own route on disk, the bucket's (or CDN's) sermon-files/ with S3: hostedFileName decides.
      where: { audioUrl: { contains: '/sermon-files/' } },
      select: { audioUrl: true },
      ...access,
    })
  ).docs as Pick<Sermon, 'audioUrl'>[]
  const playedAudio = new Set(sermons.map((sermon) => hostedFileName(sermon.audioUrl ?? '')))
  const report: StorageReport = {
    audio: empty(),
    documents: empty(),
    images: images.reduce((use, image) => add(use, image.filesize), empty()),
    orphans: [],
  }
  for (const file of files) {
    if (file.kind === 'audio') report.audio = add(report.audio, file.bytes)
    else report.documents = add(report.documents, file.bytes)
    const referred = file.kind === 'audio' ? playedAudio.has(file.filename) : file.sermon != null
    if (!referred) {
      const { id, filename, kind, bytes, label } = file
      report.orphans.push({ id, filename, kind, bytes, label })
    }
  }
  return report
}

/** Deletes every orphan (their bytes go with their records); how many there were. */
export const deleteOrphans = async (payload: Payload, user: User): Promise<number> => {
  const { orphans } = await storageReport(payload, user)
  if (!orphans.length) return 0
  await payload.delete({
    collection: slugs.sermonFiles,
    where: { id: { in: orphans.map((orphan) => orphan.id) } },
    overrideAccess: false,
    user,
  })
  return orphans.length
}
