import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createGzip } from 'node:zlib'

/**
 * Gzips the feed's parts as they are built, and hashes them for the ETag, so a rebuild never holds
 * the whole text: at 10,000 episodes that text is several megabytes, and building and zipping it
 * whole made the server's memory peak (docs/podcast-calendar-seo.md). Each write waits for zlib
 * to take the last, so the parts are built only as fast as they are zipped.
 */
export const gzipParts = async (parts: Iterable<string>) => {
  const hash = createHash('sha1')
  const zipper = createGzip()
  const zipped: Buffer[] = []
  zipper.on('data', (chunk: Buffer) => zipped.push(chunk))
  for (const part of parts) {
    hash.update(part)
    if (!zipper.write(part)) await once(zipper, 'drain')
  }
  zipper.end()
  // Listened for only now, so a zlib error while writing rejects the await above and nothing else.
  await once(zipper, 'end')
  return { etag: `"${hash.digest('base64url')}"`, gzipped: Buffer.concat(zipped) }
}
