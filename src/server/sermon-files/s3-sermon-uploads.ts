import { randomBytes } from 'node:crypto'

import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { Payload } from 'payload'

import {
  SERMON_FILE_TYPES,
  UPLOAD_CHUNK_BYTES,
  sermonFileMessages,
  type SermonFileType,
} from '@/lib/uploads/sermon-file-rules'
import { badRequest, notFound } from '@/server/api/errors'
import { uniqueFileName } from '@/server/uploads/media-file-name'
import type { S3Target } from '@/server/uploads/s3-uploads'

import type { User } from '../../../payload-types'
import { inspectSource } from './inspect-file'
import { hostedFileUrl } from './locations'
import {
  STARTED_UPLOADS_PREFIX,
  bucketSource,
  isMissingObject,
  sermonFileKey,
  startedUploadKey,
} from './s3-objects'
import {
  checkDocumentRoom,
  findSermonFor,
  recordSermonFile,
  type FileOwner,
} from './sermon-file-records'
import {
  checkDeclaredSize,
  maxBytesFor,
  readUploadMetadata,
  refusal,
  refusalAsApiError,
  type SermonUploadMetadata,
} from './upload-metadata'

/** Each part the browser sends (S3 sets a minimum for all but the last part): the tus chunk size. */
export const S3_PART_BYTES = UPLOAD_CHUNK_BYTES

/** How long a presigned part URL works; the browser asks again for parts still to send. */
const PART_URL_SECONDS = 60 * 60

/** What the server keeps of an upload in progress, in the bucket beside it (never served). */
type StartedUpload = {
  uploadId: string
  filename: string
  mimeType: SermonFileType
  size: number
  metadata: SermonUploadMetadata
}

/** What the browser is told when an upload starts. */
export type StartedS3Upload = { id: string; partBytes: number; parts: number }

const EXTENSION_TYPES: Record<string, SermonFileType> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  m4b: 'audio/mp4',
  aac: 'audio/aac',
  pdf: 'application/pdf',
}

const notThisKind = (metadata: SermonUploadMetadata) =>
  metadata.kind === 'audio' ? sermonFileMessages.notAudio : sermonFileMessages.notPdf

/**
 * The type the bucket will serve the file with, from its name's extension: set when the upload
 * starts, since S3 cannot rename an object afterwards. Its bytes must then prove it (finish).
 */
const declaredType = (metadata: SermonUploadMetadata): SermonFileType => {
  const extension = metadata.filename.split('.').pop()?.toLowerCase() ?? ''
  const type = EXTENSION_TYPES[extension]
  const fits = type && (type === 'application/pdf') === (metadata.kind === 'document')
  if (!fits) throw badRequest(notThisKind(metadata))
  return type
}

/** The headers the bucket serves the file with, set when it is written (S3 keeps them). */
const servedHeaders = (filename: string, mimeType: SermonFileType) => ({
  ContentType: mimeType,
  ContentDisposition: `inline; filename="${filename}"`,
  // Every name is unique and never reused, as on disk (serve-sermon-file.ts).
  CacheControl: 'public, max-age=31536000, immutable',
})

const partCount = (size: number) => Math.max(1, Math.ceil(size / S3_PART_BYTES))

/** Checks made before a byte is sent: what the file is for, its size, the sermon, room for it. */
const checkStart = async (
  payload: Payload,
  user: User,
  request: { metadata: Record<string, string>; size: number },
): Promise<SermonUploadMetadata> => {
  try {
    const metadata = readUploadMetadata(request)
    checkDeclaredSize(request, metadata.kind)
    await findSermonFor(payload, metadata.sermonId, user)
    if (metadata.kind === 'document') await checkDocumentRoom(payload, metadata.sermonId)
    return metadata
  } catch (error) {
    throw refusalAsApiError(error)
  }
}

/**
 * Starts a multipart upload straight into the bucket at the file's final, unique key, with the
 * headers the bucket will serve it with, and notes it under sermon-uploads/ for the cleanup job.
 */
export const startS3Upload = async (
  { payload, target, user }: { payload: Payload; target: S3Target; user: User },
  request: { metadata: Record<string, string>; size: number },
): Promise<StartedS3Upload> => {
  const metadata = await checkStart(payload, user, request)
  const mimeType = declaredType(metadata)
  const filename = uniqueFileName(metadata.filename, SERMON_FILE_TYPES[mimeType], metadata.kind)
  const { UploadId } = await target.client.send(
    new CreateMultipartUploadCommand({
      Bucket: target.bucket,
      Key: sermonFileKey(filename),
      ...servedHeaders(filename, mimeType),
    }),
  )
  if (!UploadId) throw new Error('The bucket started no multipart upload')
  const id = randomBytes(16).toString('hex')
  const started: StartedUpload = {
    uploadId: UploadId,
    filename,
    mimeType,
    size: request.size,
    metadata,
  }
  await target.client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: startedUploadKey(id),
      Body: JSON.stringify(started),
      ContentType: 'application/json',
    }),
  )
  return { id, partBytes: S3_PART_BYTES, parts: partCount(request.size) }
}

const readStarted = async (target: S3Target, id: string): Promise<StartedUpload> => {
  if (!/^[0-9a-f]{32}$/.test(id)) throw notFound('This upload is not in progress.')
  try {
    const object = await target.client.send(
      new GetObjectCommand({ Bucket: target.bucket, Key: startedUploadKey(id) }),
    )
    return JSON.parse((await object.Body?.transformToString()) ?? '') as StartedUpload
  } catch (error) {
    if (isMissingObject(error)) throw notFound('This upload is not in progress.')
    throw error
  }
}

/** Presigned PUT addresses for the given parts: the browser sends (and retries) each itself. */
export const signParts = async (target: S3Target, id: string, partNumbers: number[]) => {
  const started = await readStarted(target, id)
  const parts = partCount(started.size)
  const outside = partNumbers.find((n) => n < 1 || n > parts)
  if (outside !== undefined) throw badRequest(`This upload has parts 1 to ${parts}.`)
  return Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(
        target.client,
        new UploadPartCommand({
          Bucket: target.bucket,
          Key: sermonFileKey(started.filename),
          UploadId: started.uploadId,
          PartNumber: partNumber,
        }),
        { expiresIn: PART_URL_SECONDS },
      ),
    })),
  )
}

const forget = (target: S3Target, id: string) =>
  target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: startedUploadKey(id) }))

/** Cancels an upload: the parts sent so far are deleted by the bucket, and its note goes too. */
export const abortS3Upload = async (target: S3Target, id: string): Promise<void> => {
  const started = await readStarted(target, id)
  await target.client
    .send(
      new AbortMultipartUploadCommand({
        Bucket: target.bucket,
        Key: sermonFileKey(started.filename),
        UploadId: started.uploadId,
      }),
    )
    .catch((error: unknown) => {
      // Already completed or aborted: there is nothing left to delete.
      if (!isMissingObject(error)) throw error
    })
  await forget(target, id)
}

/** The parts in the browser's list must be exactly 1..n, each with the ETag S3 answered. */
const checkParts = (parts: { partNumber: number; etag: string }[], expected: number) => {
  const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber)
  if (sorted.length !== expected || sorted.some((part, index) => part.partNumber !== index + 1)) {
    throw badRequest('Some parts of the file have not been sent yet: resume the upload.')
  }
  return sorted.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag }))
}

/** The browser sent every part: the bucket joins them, and the file is kept or refused below. */
export const finishS3Upload = async (
  { payload, target, user }: { payload: Payload; target: S3Target; user: User },
  id: string,
  parts: { partNumber: number; etag: string }[],
) => {
  const started = await readStarted(target, id)
  const key = sermonFileKey(started.filename)
  try {
    await target.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: target.bucket,
        Key: key,
        UploadId: started.uploadId,
        MultipartUpload: { Parts: checkParts(parts, partCount(started.size)) },
      }),
    )
  } catch (error) {
    // A part that did not arrive whole: the upload stays open for the browser to send it again.
    if ((error as { name?: string }).name === 'InvalidPart') {
      throw badRequest('Some parts of the file did not arrive whole: resume the upload.')
    }
    throw error
  }
  try {
    return await keepBucketObject({ payload, target, user }, started)
  } finally {
    // Kept or refused, the upload is no longer in progress.
    await forget(target, id)
  }
}

/**
 * A file now whole in the bucket at its final key: judged by its bytes (a ranged GET of its head,
 * music-metadata over a streamed GET), never its name. A file that is not what its kind asks
 * for, or not the size announced, is deleted and refused with a sentence staff understand;
 * otherwise it is recorded and attached to its sermon like a file on disk.
 */
export const keepBucketObject = async (
  { payload, target, user }: { payload: Payload; target: S3Target; user: FileOwner },
  { filename, mimeType, size, metadata }: Omit<StartedUpload, 'uploadId'>,
) => {
  const key = sermonFileKey(filename)
  try {
    const source = await bucketSource(target, key)
    if (source.size !== size || source.size > maxBytesFor(metadata.kind)) {
      throw refusal(400, 'The file that arrived is not the size announced. Please upload it again.')
    }
    const facts = await inspectSource(source, metadata.kind)
    if (!facts || facts.mimeType !== mimeType) throw refusal(422, notThisKind(metadata))
    await findSermonFor(payload, metadata.sermonId, user)
    if (metadata.kind === 'document') await checkDocumentRoom(payload, metadata.sermonId)
    const { file, duration } = await recordSermonFile(payload, { filename, facts, metadata, user })
    return { id: file.id, filename, url: hostedFileUrl(filename), kind: file.kind, duration }
  } catch (error) {
    // Refused or failed: the object is not kept (nothing served, nothing to clean up later).
    await target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }))
    throw refusalAsApiError(error)
  }
}

/**
 * Stores a small file the server has in hand (the demo seed's) in the bucket as an upload would
 * leave it, then keeps or refuses it by the same checks.
 */
export const putSmallFileInBucket = async (
  context: { payload: Payload; target: S3Target; user: FileOwner },
  bytes: Uint8Array,
  metadata: SermonUploadMetadata,
) => {
  const mimeType = declaredType(metadata)
  const filename = uniqueFileName(metadata.filename, SERMON_FILE_TYPES[mimeType], metadata.kind)
  await context.target.client.send(
    new PutObjectCommand({
      Bucket: context.target.bucket,
      Key: sermonFileKey(filename),
      Body: bytes,
      ...servedHeaders(filename, mimeType),
    }),
  )
  return keepBucketObject(context, { filename, mimeType, size: bytes.byteLength, metadata })
}

/**
 * Aborts uploads started before `startedBefore` and never finished (a closed laptop, a cancel
 * whose request never arrived): the bucket deletes their parts. How many there were.
 */
export const abortAbandonedS3Uploads = async (
  target: S3Target,
  startedBefore: Date,
): Promise<number> => {
  let removed = 0
  let token: string | undefined
  do {
    const page = await target.client.send(
      new ListObjectsV2Command({
        Bucket: target.bucket,
        Prefix: STARTED_UPLOADS_PREFIX,
        ContinuationToken: token,
      }),
    )
    for (const object of page.Contents ?? []) {
      const id = object.Key?.slice(STARTED_UPLOADS_PREFIX.length).replace(/\.json$/, '') ?? ''
      if (!object.LastModified || object.LastModified >= startedBefore) continue
      await abortS3Upload(target, id)
      removed += 1
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return removed
}
