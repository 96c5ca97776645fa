import { rm } from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectCommand } from '@aws-sdk/client-s3'
import type { CollectionAfterDeleteHook, Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { notFound } from '@/server/api/errors'
import { getS3Target } from '@/server/uploads/s3-target'

import type { Sermon, SermonFile, User } from '../../../payload-types'
import { hostedFileUrl, sermonFilesDir } from './locations'
import { sermonFileKey } from './s3-objects'

/** A sermon's files for the dashboard: its audio first, then documents in the order they came. */
export const listSermonFiles = async (
  payload: Payload,
  sermonId: number,
  user: User,
): Promise<SermonFile[]> => {
  const { docs } = await payload.find({
    collection: slugs.sermonFiles,
    where: { sermon: { equals: sermonId } },
    sort: ['kind', 'createdAt'],
    limit: 50,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs as SermonFile[]
}

/**
 * Deletes a hosted file. A sermon whose audio link is this file loses the link (its podcast
 * episode goes with it) rather than pointing at nothing.
 */
export const deleteSermonFile = async (payload: Payload, id: number, user: User) => {
  const file = (await payload.findByID({
    collection: slugs.sermonFiles,
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })) as SermonFile | null
  if (!file) throw notFound('File not found')
  if (file.kind === 'audio') {
    const { docs } = await payload.find({
      collection: slugs.sermons,
      where: { audioUrl: { equals: hostedFileUrl(file.filename) } },
      limit: 100,
      depth: 0,
      overrideAccess: false,
      user,
    })
    for (const sermon of docs as Sermon[]) {
      await payload.update({
        collection: slugs.sermons,
        id: sermon.id,
        data: { audioUrl: '' },
        depth: 0,
        overrideAccess: false,
        user,
      })
    }
  }
  await payload.delete({ collection: slugs.sermonFiles, id, overrideAccess: false, user })
}

/**
 * A record's bytes go with it, however it is deleted (the dashboard, /cms, the orphan sweep):
 * from the bucket with S3, from MEDIA_DIR otherwise.
 */
export const removeStoredFile: CollectionAfterDeleteHook<SermonFile> = async ({ doc }) => {
  const s3 = getS3Target()
  const filename = path.basename(doc.filename)
  if (s3) {
    await s3.client.send(
      new DeleteObjectCommand({ Bucket: s3.bucket, Key: sermonFileKey(filename) }),
    )
  } else {
    await rm(path.join(sermonFilesDir(), filename), { force: true })
  }
}
