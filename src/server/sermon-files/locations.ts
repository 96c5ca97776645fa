import path from 'node:path'

import { env } from '@/env'
import { siteUrl } from '@/server/site-url'

/** Where finished sermon files live on disk: MEDIA_DIR/sermon-files/<name>. */
export const sermonFilesDir = (): string =>
  path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MEDIA_DIR, 'sermon-files')

/**
 * Where tus keeps uploads in progress (the bytes so far, and a .json with their metadata).
 * Apart from the finished files, so nothing half-uploaded is ever served.
 */
export const incomingDir = (): string =>
  path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MEDIA_DIR, 'sermon-uploads')

/** The public path a sermon file is served from (GET /api/sermon-files/:filename). */
export const SERMON_FILES_PATH = '/api/sermon-files/'

/** The resumable upload endpoint (tus), under /api/admin so only staff reach it. */
export const SERMON_UPLOADS_PATH = '/api/admin/sermon-uploads'

/** The absolute address of a hosted sermon file, as the player and the podcast feed use it. */
export const hostedFileUrl = (filename: string): string =>
  siteUrl(`${SERMON_FILES_PATH}${filename}`)

/** A name uniqueFileName made for a sermon file; anything else is refused before touching disk. */
export const isSermonFileName = (name: string): boolean =>
  /^[a-z0-9-]{1,40}-[0-9a-f]{16}\.(mp3|m4a|aac|pdf)$/.test(name)

/** The hosted file's name when a URL is one of this site's sermon file addresses, else null. */
export const hostedFileName = (url: string): string | null => {
  try {
    const parsed = new URL(url)
    if (parsed.origin !== new URL(env.SITE_URL).origin) return null
    if (!parsed.pathname.startsWith(SERMON_FILES_PATH)) return null
    const name = parsed.pathname.slice(SERMON_FILES_PATH.length)
    return isSermonFileName(name) ? name : null
  } catch {
    // new URL throws on text that is no address (a pasted path, a typo): that is not one of our
    // hosted files, which is exactly what null answers.
    return null
  }
}
