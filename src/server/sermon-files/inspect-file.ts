import { open } from 'node:fs/promises'

import { parseFile } from 'music-metadata'

import {
  SERMON_FILE_TYPES,
  type SermonFileKind,
  type SermonFileType,
} from '@/lib/uploads/sermon-file-rules'

import { SIGNATURE_BYTES, detectSermonFileType } from './file-signature'

/** What a file on disk is, read from its bytes; the audio facts only for audio. */
export type FileFacts = {
  mimeType: SermonFileType
  extension: string
  bytes: number
  seconds: number | null
  bitrate: number | null
  channels: number | null
}

const readHead = async (file: string): Promise<{ head: Uint8Array; size: number }> => {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    const head = new Uint8Array(Math.min(SIGNATURE_BYTES, size))
    await handle.read(head, 0, head.length, 0)
    return { head, size }
  } finally {
    await handle.close()
  }
}

/**
 * Reads an audio file's length, bitrate and channels with music-metadata, which streams it
 * (`duration: true` counts every frame, so a file without a length header still gets the exact
 * length). Null when it holds no audio stream that can be read.
 */
const readAudio = async (file: string) => {
  try {
    const { format } = await parseFile(/* turbopackIgnore: true */ file, {
      duration: true,
      skipCovers: true,
    })
    if (!format.hasAudio || format.hasVideo || !format.duration || format.duration <= 0) return null
    return {
      seconds: Math.round(format.duration * 1000) / 1000,
      bitrate: format.bitrate ? Math.round(format.bitrate) : null,
      channels: format.numberOfChannels ?? null,
    }
  } catch {
    // A file whose first bytes look like audio but whose body does not parse is not audio.
    return null
  }
}

/**
 * The facts of an uploaded file if it is what its kind asks for (audio: MP3, M4A or AAC with a
 * readable audio stream; document: a PDF), by its own bytes; null if it is not.
 */
export const inspectSermonFile = async (
  file: string,
  kind: SermonFileKind,
): Promise<FileFacts | null> => {
  const { head, size } = await readHead(file)
  const mimeType = detectSermonFileType(head)
  if (!mimeType) return null
  const extension = SERMON_FILE_TYPES[mimeType]
  if (kind === 'document') {
    if (mimeType !== 'application/pdf') return null
    return { mimeType, extension, bytes: size, seconds: null, bitrate: null, channels: null }
  }
  if (mimeType === 'application/pdf') return null
  const audio = await readAudio(file)
  return audio && { mimeType, extension, bytes: size, ...audio }
}
