import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import type { FileStore } from '@tus/file-store'
import type { Upload } from '@tus/utils'
import type { Payload } from 'payload'

import { sermonFileMessages } from '@/lib/uploads/sermon-file-rules'
import { uniqueFileName } from '@/server/uploads/media-file-name'

import type { User } from '../../../payload-types'
import { inspectSermonFile } from './inspect-file'
import { hostedFileUrl, incomingDir, sermonFilesDir } from './locations'
import {
  checkDocumentRoom,
  findSermonFor,
  recordSermonFile,
  type FileOwner,
} from './sermon-file-records'
import {
  checkDeclaredSize,
  readUploadMetadata,
  refusal,
  type SermonUploadMetadata,
} from './upload-metadata'

/**
 * A file on the server's disk, judged by its bytes (never its name): refused with a sentence
 * staff understand when it is not what its kind asks for; otherwise moved (a rename on the same
 * disk) to its unique public name, recorded and attached to the sermon. The answer is the hosted
 * file. The caller deletes the incoming file when this throws.
 */
export const keepFileFromDisk = async (
  { payload, user }: { payload: Payload; user: FileOwner },
  incoming: string,
  metadata: SermonUploadMetadata,
) => {
  const facts = await inspectSermonFile(incoming, metadata.kind)
  if (!facts) {
    throw refusal(
      422,
      metadata.kind === 'audio' ? sermonFileMessages.notAudio : sermonFileMessages.notPdf,
    )
  }
  await findSermonFor(payload, metadata.sermonId, user)
  if (metadata.kind === 'document') await checkDocumentRoom(payload, metadata.sermonId)
  const filename = uniqueFileName(metadata.filename, facts.extension, metadata.kind)
  await mkdir(sermonFilesDir(), { recursive: true })
  const finalPath = path.join(sermonFilesDir(), filename)
  await rename(incoming, finalPath)
  try {
    const { file, duration } = await recordSermonFile(payload, { filename, facts, metadata, user })
    // The sermon's duration as it now stands, so an open form can show what was filled in.
    return { id: file.id, filename, url: hostedFileUrl(filename), kind: file.kind, duration }
  } catch (error) {
    // Not recorded: not kept either (a file no record names would never be cleaned up).
    await rm(finalPath, { force: true })
    throw error
  }
}

/** A tus upload's last byte has arrived: its file is kept or refused as above. */
export const finishSermonUpload = async (
  { payload, store, user }: { payload: Payload; store: FileStore; user: User },
  upload: Upload,
) => {
  try {
    const metadata = readUploadMetadata(upload)
    checkDeclaredSize(upload, metadata.kind)
    const file = await keepFileFromDisk(
      { payload, user },
      path.join(incomingDir(), upload.id),
      metadata,
    )
    await store.configstore.delete(upload.id)
    return file
  } catch (error) {
    // Refused or failed: nothing half-uploaded stays behind (the bytes, and tus's .json).
    await store.remove(upload.id).catch(() => undefined)
    throw error
  }
}
