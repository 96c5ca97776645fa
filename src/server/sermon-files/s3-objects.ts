import type { Readable } from 'node:stream'

import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { parseStream } from 'music-metadata'

import type { S3Target } from '@/server/uploads/s3-uploads'

import { SERMON_FILES_FOLDER, UPLOADS_IN_PROGRESS_FOLDER } from './folders'
import { AUDIO_PARSE_OPTIONS, type FileSource } from './inspect-file'

/** A finished sermon file's key: the bucket serves sermon-files/ to visitors (docs/uploads.md). */
export const sermonFileKey = (filename: string) => `${SERMON_FILES_FOLDER}/${filename}`

/** Where an upload in progress is described; the hourly job finds abandoned ones there. */
export const STARTED_UPLOADS_PREFIX = `${UPLOADS_IN_PROGRESS_FOLDER}/`
export const startedUploadKey = (id: string) => `${STARTED_UPLOADS_PREFIX}${id}.json`

export const isMissingObject = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.name === 'NoSuchUpload' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

/**
 * An object in the bucket as a file to judge: its first bytes by a ranged GET, and
 * music-metadata's reading of it from a streamed GET, so the server never holds the file.
 */
export const bucketSource = async (
  { client, bucket }: S3Target,
  key: string,
): Promise<FileSource> => {
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
  const size = head.ContentLength ?? 0
  return {
    size,
    readHead: async (bytes) => {
      if (size === 0) return new Uint8Array()
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      )
      return (await object.Body?.transformToByteArray()) ?? new Uint8Array()
    },
    parseAudio: async () => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      const body = object.Body as Readable
      try {
        return await parseStream(body, { mimeType: head.ContentType, size }, AUDIO_PARSE_OPTIONS)
      } finally {
        // music-metadata may stop before the end: the rest is not wanted, nor the connection held.
        body.destroy()
      }
    },
  }
}
