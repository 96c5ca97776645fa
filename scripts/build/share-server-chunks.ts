/**
 * After `next build` (`npm run build`): a server chunk that Turbopack wrote more than once, under
 * different names, becomes one file and links to it, so the server loads it once.
 *
 * Turbopack names a chunk after the route group it was made for, not after its content: the
 * chunk with Payload, its database adapter and our server code came out seven times, identical
 * but for the last line (`//# sourceMappingURL=<its own name>.map`), once per group of route
 * handlers (/api, /cms-api, the feeds, the calendars, the sitemaps, the Open Graph and artwork
 * images, the video thumbnails), and the one with
 * the public pages' server code three times. Next loads every route at start, and Turbopack's
 * runtime `require`s each chunk by its own path, so the server held each copy's text (2.3 and
 * 2.5 MB, twice that as V8 strings): 30 MB of its heap. Its modules ran once either way, because
 * the runtime keeps one module per id.
 *
 * Node's `require` resolves a symbolic link to the file it points to and loads that file once.
 * A copy's source map stays in place; errors are reported in the kept file, whose map says the
 * same. Where links cannot be made (Windows without the right), the copies stay as they are.
 * docs/decisions/012-static-public-site.md has the measurements.
 */
import { createHash } from 'node:crypto'
import {
  lstatSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Where Turbopack writes the server's chunks, relative to distDir. */
const SERVER_CHUNKS_DIR = join('server', 'chunks')

/** Turbopack's last line names the chunk's own source map: the one difference between copies. */
const OWN_SOURCE_MAP = /\n\/\/# sourceMappingURL=[^\n]*\s*$/

const contentKey = (file: string): string =>
  createHash('sha256').update(readFileSync(file, 'utf8').replace(OWN_SOURCE_MAP, '')).digest('hex')

/** The chunk files of a directory tree (lstat: links made by an earlier run are not files). */
const chunkFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => file.endsWith('.js') && lstatSync(file).isFile())

export type SharedChunks = { kept: string; links: string[]; bytes: number }[]

/**
 * Groups a directory's chunks by content (within one directory, so each link is a bare file
 * name) and links every copy to the first of its group. Returns what it linked.
 */
export const shareServerChunks = (distDir: string): SharedChunks => {
  const groups = new Map<string, string[]>()
  for (const file of chunkFiles(join(distDir, SERVER_CHUNKS_DIR))) {
    const key = `${dirname(file)}\0${contentKey(file)}`
    groups.set(key, [...(groups.get(key) ?? []), file])
  }
  const shared: SharedChunks = []
  for (const files of groups.values()) {
    if (files.length < 2) continue
    const [kept, ...copies] = files.sort()
    const links = copies.filter((copy) => linkTo(kept, copy))
    if (links.length > 0) shared.push({ kept, links, bytes: statSync(kept).size })
  }
  return shared
}

/** Replaces a copy with a link to the kept file; puts the copy back if no link can be made. */
const linkTo = (kept: string, copy: string): boolean => {
  const text = readFileSync(copy)
  rmSync(copy)
  try {
    symlinkSync(basename(kept), copy)
    return true
  } catch {
    writeFileSync(copy, text)
    return false
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const shared = shareServerChunks('.next')
  const links = shared.reduce((sum, { links }) => sum + links.length, 0)
  const bytes = shared.reduce((sum, { links, bytes }) => sum + links.length * bytes, 0)
  console.log(
    `[build] ${links} server chunks were copies of ${shared.length} others: linked, ${(bytes / 1048576).toFixed(1)} MiB the server no longer loads twice`,
  )
}
