import path from 'node:path'

import { env } from '@/env'
import { siteUrl } from '@/server/site-url'

import { SERMON_FILES_FOLDER, UPLOADS_IN_PROGRESS_FOLDER } from './folders'

/** Where finished sermon files live on disk: MEDIA_DIR/sermon-files/<name>. */
export const sermonFilesDir = (): string =>
  path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MEDIA_DIR, SERMON_FILES_FOLDER)

/**
 * Where tus keeps uploads in progress (the bytes so far, and a .json with their metadata).
 * Apart from the finished files, so nothing half-uploaded is ever served.
 */
export const incomingDir = (): string =>
  path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MEDIA_DIR, UPLOADS_IN_PROGRESS_FOLDER)

/** The public path a sermon file is served from (GET /api/sermon-files/:filename). */
export const SERMON_FILES_PATH = '/api/sermon-files/'

/** The resumable upload endpoint (tus), under /api/admin so only staff reach it. */
export const SERMON_UPLOADS_PATH = '/api/admin/sermon-uploads'

/**
 * Where visitors fetch sermon files from the bucket in S3 mode: the configured public (CDN)
 * address, else the bucket's own (path-style on an S3-compatible endpoint, as the client uses).
 * Files are under its sermon-files/ folder.
 */
export const bucketFilesBase = (): string => {
  const base =
    env.S3_PUBLIC_URL ??
    (env.S3_ENDPOINT
      ? `${env.S3_ENDPOINT.replace(/\/+$/, '')}/${env.S3_BUCKET}`
      : `https://${env.S3_BUCKET}.s3.${env.S3_REGION ?? 'us-east-1'}.amazonaws.com`)
  return `${base}/${SERMON_FILES_FOLDER}/`
}

/**
 * The absolute address of a hosted sermon file, as the player and the podcast feed use it: the
 * site's own route on disk, the bucket (or CDN) with S3, so the server never relays the bytes.
 */
export const hostedFileUrl = (filename: string): string =>
  env.s3Enabled ? `${bucketFilesBase()}${filename}` : siteUrl(`${SERMON_FILES_PATH}${filename}`)

/** A name uniqueFileName made for a sermon file; anything else is refused before touching disk. */
export const isSermonFileName = (name: string): boolean =>
  /^[a-z0-9-]{1,40}-[0-9a-f]{16}\.(mp3|m4a|aac|pdf)$/.test(name)

/** The hosted file's name when a URL is one of this site's sermon file addresses, else null. */
export const hostedFileName = (url: string): string | null => {
  try {
    const parsed = new URL(url)
    const ours = new URL(SERMON_FILES_PATH, env.SITE_URL).href
    const base = [ours, ...(env.s3Enabled ? [bucketFilesBase()] : [])].find((start) =>
      `${parsed.origin}${parsed.pathname}`.startsWith(start),
    )
    if (!base) return null
    const name = `${parsed.origin}${parsed.pathname}`.slice(base.length)
    return isSermonFileName(name) ? name : null
  } catch {
    // new URL throws on text that is no address (a pasted path, a typo): that is not one of our
    // hosted files, which is exactly what null answers.
    return null
  }
}
