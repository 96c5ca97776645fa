import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand } from '@aws-sdk/client-s3'
import { buildStoragePathData } from '@payloadcms/plugin-cloud-storage/utilities'
import type { Payload } from 'payload'

import { isAcceptedImageType } from '@/lib/uploads/image-rules'
import { slugs } from '@/lib/slugs'
import { notFound } from '@/server/api/errors'

import type { Media } from '../../../payload-types'
import type { S3Target } from './s3-uploads'

/**
 * Headers for a verified image: its detected type, never sniffed into anything else, cached for
 * good (every stored name is unique), and inert should a browser open it as a document.
 */
const imageHeaders = (doc: Media & { mimeType: string }) =>
  new Headers({
    'Content-Type': doc.mimeType,
    ...(doc.filesize ? { 'Content-Length': String(doc.filesize) } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'public, max-age=31536000, immutable',
  })

/** Streams a media doc's file from where Payload stored it: MEDIA_DIR, or the S3 bucket. */
export const mediaResponse = async (
  payload: Payload,
  doc: Media,
  s3: S3Target | null,
): Promise<Response> => {
  const { filename, mimeType } = doc
  // Only images this site accepts are served from here, whatever else /cms may hold.
  if (!filename || !mimeType || !isAcceptedImageType(mimeType)) throw notFound('Image not found')
  const headers = imageHeaders({ ...doc, mimeType })
  const collection = payload.collections[slugs.media].config
  if (!s3) {
    const staticDir = path.resolve(String(collection.upload.staticDir))
    const file = path.join(staticDir, path.basename(filename))
    if (!(await stat(file).catch(() => null))?.isFile()) throw notFound('Image not found')
    const stream = createReadStream(file)
    return new Response(Readable.toWeb(stream) as ReadableStream, { headers })
  }
  // The object's key as the storage plugin wrote it: the doc's folder, then its file name.
  const { storageFilePath: key } = buildStoragePathData({
    collectionPrefix: '',
    docPrefix: [doc.prefix, doc._objectKey].filter(Boolean).join('/'),
    filename,
  })
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  if (!object.Body) throw notFound('Image not found')
  return new Response(object.Body.transformToWebStream(), { headers })
}
