import { open, stat } from 'node:fs/promises'

import type { IAudioMetadata } from 'music-metadata'
import { parseFile } from 'music-metadata'

import {
  SERMON_FILE_TYPES,
  type SermonFileKind,
  type SermonFileType,
} from '@/lib/uploads/sermon-file-rules'

import { SIGNATURE_BYTES, detectSermonFileType } from './file-signature'

/** What a file is, read from its bytes; the audio facts only for audio. */
export type FileFacts = {
  mimeType: SermonFileType
  extension: string
  bytes: number
  seconds: number | null
  bitrate: number | null
  channels: number | null
}

/**
 * A file to judge, wherever it is (on disk, in the bucket): its size, its first bytes, and
 * music-metadata's reading of it as a stream (`duration: true` counts every frame, so a file
 * without a length header still gets its exact length; never held whole in memory).
 */
export type FileSource = {
  size: number
  readHead: (bytes: number) => Promise<Uint8Array>
  parseAudio: () => Promise<IAudioMetadata>
}

export const AUDIO_PARSE_OPTIONS = { duration: true, skipCovers: true } as const

const diskSource = async (file: string): Promise<FileSource> => {
  const { size } = await stat(file)
  return {
    size,
    readHead: async (bytes) => {
      const reader = await open(file, 'r')
      try {
        const head = new Uint8Array(Math.min(bytes, size))
        await reader.read(head, 0, head.length, 0)
        return head
      } finally {
        await reader.close()
      }
    },
    parseAudio: () => parseFile(/* turbopackIgnore: true */ file, AUDIO_PARSE_OPTIONS),
  }
}

/** Length, bitrate and channels; null when the file holds no audio stream that can be read. */
const readAudio = async (source: FileSource) => {
  try {
    const { format } = await source.parseAudio()
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
export const inspectSource = async (
  source: FileSource,
  kind: SermonFileKind,
): Promise<FileFacts | null> => {
  const mimeType = detectSermonFileType(await source.readHead(SIGNATURE_BYTES))
  if (!mimeType) return null
  const extension = SERMON_FILE_TYPES[mimeType]
  const bytes = source.size
  if (kind === 'document') {
    if (mimeType !== 'application/pdf') return null
    return { mimeType, extension, bytes, seconds: null, bitrate: null, channels: null }
  }
  if (mimeType === 'application/pdf') return null
  const audio = await readAudio(source)
  return audio && { mimeType, extension, bytes, ...audio }
}

/** The facts of a file on the server's disk (an upload by tus). */
export const inspectSermonFile = async (
  file: string,
  kind: SermonFileKind,
): Promise<FileFacts | null> => inspectSource(await diskSource(file), kind)
