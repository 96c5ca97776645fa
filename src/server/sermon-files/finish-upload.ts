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
import { checkDocumentRoom, findSermonFor, recordSermonFile } from './sermon-file-records'
import { checkDeclaredSize, readUploadMetadata, refusal } from './upload-metadata'

/**
 * An upload's last byte has arrived: its bytes decide what it is (never its name). A file that is
 * not what its kind asks for is deleted at once and refused with a sentence staff understand.
 * Otherwise it moves, on the same disk, out of the incoming folder to its unique public name and
 * is recorded and attached to the sermon. The answer is the hosted file.
 */
export const finishSermonUpload = async (
  { payload, store, user }: { payload: Payload; store: FileStore; user: User },
  upload: Upload,
) => {
  const incoming = path.join(incomingDir(), upload.id)
  try {
    const metadata = readUploadMetadata(upload)
    checkDeclaredSize(upload, metadata.kind)
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
    await store.configstore.delete(upload.id)
    try {
      const { file, duration } = await recordSermonFile(payload, {
        filename,
        facts,
        metadata,
        user,
      })
      // The sermon's duration as it now stands, so an open form can show what was filled in.
      return { id: file.id, filename, url: hostedFileUrl(filename), kind: file.kind, duration }
    } catch (error) {
      // Not recorded: not kept either (a file no record names would never be cleaned up).
      await rm(finalPath, { force: true })
      throw error
    }
  } catch (error) {
    // Refused or failed: nothing half-uploaded stays behind (the bytes, and tus's .json).
    await store.remove(upload.id).catch(() => undefined)
    throw error
  }
}
