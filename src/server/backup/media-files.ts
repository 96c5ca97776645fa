import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'

import { UPLOADS_IN_PROGRESS_FOLDER } from '@/server/sermon-files/folders'

/**
 * Every finished file under dir, as paths relative to it (with /), in a stable order. Uploads in
 * progress (tus's partial bytes and their .json) are left out: restored, they would be neither
 * resumable (the browser's upload address is gone) nor ever served.
 */
export const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] // nothing uploaded yet
      throw error
    },
  )
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((relative) => !relative.startsWith(`${UPLOADS_IN_PROGRESS_FOLDER}/`))
    .sort()
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A file read in pieces: sermon recordings run to hundreds of megabytes, never read whole. */
const PIECE_BYTES = 256 * 1024

export const readMediaPieces = (dir: string, relative: string) =>
  createReadStream(path.join(dir, relative), { highWaterMark: PIECE_BYTES })

/** A file's size and SHA-256, read as a stream. */
export const digestMediaFile = async (dir: string, relative: string) => {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const piece of readMediaPieces(dir, relative)) {
    hash.update(piece as Buffer)
    bytes += (piece as Buffer).byteLength
  }
  return { bytes, sha256: hash.digest('hex') }
}

/** A path from a backup, refused if it would land outside the media directory. */
export const safeMediaPath = (dir: string, relative: string): string => {
  const target = path.resolve(dir, relative)
  if (!target.startsWith(path.resolve(dir) + path.sep)) {
    throw new Error(`The backup names a file outside the media directory: ${relative}`)
  }
  return target
}
