import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { Payload } from 'payload'

import { MAX_IMAGE_BYTES, type AcceptedImageType } from '@/lib/uploads/image-rules'
import { isApiError } from '@/server/api/errors'

import type { Media } from '../../../payload-types'
import { UPLOAD_TICKET_LIFETIME_MS } from './upload-token'
import { findMedia, storeImage } from './store-image'

/**
 * S3 mode (docs/uploads.md): the browser PUTs to a presigned URL under PENDING_PREFIX, a folder
 * Payload never serves. The first GET of the public URL verifies the object (size, magic
 * numbers), stores it as a media doc through @payloadcms/storage-s3 and deletes the pending
 * copy; an object that fails is deleted and never served.
 */
export const PENDING_PREFIX = 'incoming/'

export type S3Target = { client: S3Client; bucket: string }

const pendingKey = (filename: string) => `${PENDING_PREFIX}${filename}`

/** A presigned PUT that only accepts the declared content type (and length, when given). */
export const presignImagePut = (
  { client, bucket }: S3Target,
  {
    filename,
    contentType,
    fileSize,
  }: { filename: string; contentType: AcceptedImageType; fileSize?: number },
): Promise<string> => {
  const signableHeaders = new Set(['content-type'])
  if (fileSize !== undefined) signableHeaders.add('content-length')
  return getSignedUrl(
    client,
    new PutObjectCommand({
      Bucket: bucket,
      Key: pendingKey(filename),
      ContentType: contentType,
      ContentLength: fileSize,
    }),
    { expiresIn: UPLOAD_TICKET_LIFETIME_MS / 1000, signableHeaders },
  )
}

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

/** The pending object's bytes, or null when there is none or it is larger than allowed. */
const readPending = async ({ client, bucket }: S3Target, key: string): Promise<Buffer | null> => {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    if ((head.ContentLength ?? 0) > MAX_IMAGE_BYTES) return null
    // The Range guards against an object replaced with a larger one since the HEAD.
    const object = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${MAX_IMAGE_BYTES}` }),
    )
    const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? [])
    return bytes.byteLength > MAX_IMAGE_BYTES ? null : bytes
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

const verifyAndStore = async (
  payload: Payload,
  target: S3Target,
  filename: string,
): Promise<Media | null> => {
  const key = pendingKey(filename)
  const bytes = await readPending(target, key)
  try {
    if (!bytes) return null
    return await storeImage(payload, { bytes, filename, as: 'verified-ticket' })
  } catch (error) {
    // Refused bytes: nothing stored, nothing served.
    if (isApiError(error)) return null
    throw error
  } finally {
    await target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }))
  }
}

const inFlight = new Map<string, Promise<Media | null>>()

/**
 * The media doc for a name, verifying and storing a pending upload first if there is one.
 * Concurrent first requests for the same name share one verification.
 */
export const findOrPromoteMedia = async (
  payload: Payload,
  target: S3Target,
  filename: string,
): Promise<Media | null> => {
  const existing = await findMedia(payload, filename)
  if (existing) return existing
  let promotion = inFlight.get(filename)
  if (!promotion) {
    promotion = verifyAndStore(payload, target, filename).finally(() => inFlight.delete(filename))
    inFlight.set(filename, promotion)
  }
  return promotion
}
