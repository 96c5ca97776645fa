import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/** Every file under dir, as paths relative to it (with /), in a stable order. */
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
    .sort()
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export const readMediaFile = (dir: string, relative: string) => readFile(path.join(dir, relative))

/** A path from a backup, refused if it would land outside the media directory. */
export const safeMediaPath = (dir: string, relative: string): string => {
  const target = path.resolve(dir, relative)
  if (!target.startsWith(path.resolve(dir) + path.sep)) {
    throw new Error(`The backup names a file outside the media directory: ${relative}`)
  }
  return target
}
