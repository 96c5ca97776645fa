import type { Payload } from 'payload'

import { MAX_DOCUMENTS_PER_SERMON, sermonFileMessages } from '@/lib/uploads/sermon-file-rules'
import { slugs } from '@/lib/slugs'

import type { Sermon, SermonFile, User } from '../../../payload-types'
import type { FileFacts } from './inspect-file'
import { hostedFileUrl } from './locations'
import { refusal, type SermonUploadMetadata } from './upload-metadata'

/**
 * Who stores a file: the staff member who uploaded it (their access applies), or null for the
 * server acting for itself (the demo seed, which stores its files like any upload).
 */
export type FileOwner = User | null

const accessOf = (user: FileOwner) =>
  user ? ({ overrideAccess: false, user } as const) : ({ overrideAccess: true } as const)

/** The sermon a file is for, as the uploader may see it; a 404 refusal when it is gone. */
export const findSermonFor = async (
  payload: Payload,
  sermonId: number,
  user: FileOwner,
): Promise<Sermon> => {
  const sermon = (await payload.findByID({
    collection: slugs.sermons,
    id: sermonId,
    depth: 0,
    disableErrors: true,
    ...accessOf(user),
  })) as Sermon | null
  if (!sermon) throw refusal(404, sermonFileMessages.noSermon)
  return sermon
}

/** How many documents a sermon has, for the limit of five. */
export const countDocuments = async (payload: Payload, sermonId: number): Promise<number> =>
  (
    await payload.count({
      collection: slugs.sermonFiles,
      where: { sermon: { equals: sermonId }, kind: { equals: 'document' } },
      overrideAccess: true,
    })
  ).totalDocs

export const checkDocumentRoom = async (payload: Payload, sermonId: number): Promise<void> => {
  if ((await countDocuments(payload, sermonId)) >= MAX_DOCUMENTS_PER_SERMON) {
    throw refusal(409, sermonFileMessages.tooManyDocuments)
  }
}

/**
 * Records a checked file and attaches it to its sermon: a document joins the sermon's list; audio
 * becomes the sermon's audio link, whose save fills in the facts and an empty duration
 * (collections/hooks/learn-audio-facts.ts).
 */
export const recordSermonFile = async (
  payload: Payload,
  {
    filename,
    facts,
    metadata,
    user,
  }: { filename: string; facts: FileFacts; metadata: SermonUploadMetadata; user: FileOwner },
): Promise<{ file: SermonFile; duration: string | null }> => {
  const file = (await payload.create({
    collection: slugs.sermonFiles,
    data: {
      filename,
      kind: metadata.kind,
      sermon: metadata.sermonId,
      label: metadata.label,
      mimeType: facts.mimeType,
      bytes: facts.bytes,
      seconds: facts.seconds,
      bitrate: facts.bitrate,
      channels: facts.channels,
    },
    depth: 0,
    ...accessOf(user),
  })) as SermonFile
  if (metadata.kind === 'audio') {
    const sermon = (await payload.update({
      collection: slugs.sermons,
      id: metadata.sermonId,
      data: { audioUrl: hostedFileUrl(filename) },
      depth: 0,
      ...accessOf(user),
    })) as Sermon
    return { file, duration: sermon.duration ?? null }
  }
  return { file, duration: null }
}
